import { runWholeCatalogBench } from '/work/wt-perf-bulk/scripts/bench/whole-catalog-bench';
await runWholeCatalogBench({
  databasePath: process.argv[2]!,
  formats: (process.argv[3] ?? 'json').split(',') as ('json' | 'xml')[],
  rounds: 1,
});
