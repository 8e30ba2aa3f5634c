import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// The HTTP suite runs twice, once per dialect: each file starts its own server over its own
// database, copied from a template that the project's global setup seeds once per run.
const httpSuite = (
  name: string,
  dialect: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    env: { TEST_DIALECT: dialect },
    globalSetup: [`tests/support/global-setup-${dialect}.ts`],
  },
});

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'components/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'db/contract-tests/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['db/contract-tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          // Every contract file runs on both dialects (describe.each over the two).
          globalSetup: [
            'tests/support/global-setup-sqlite.ts',
            'tests/support/global-setup-postgres.ts',
          ],
        },
      },
      httpSuite('http', 'sqlite'),
      httpSuite('http-pg', 'postgres'),
    ],
  },
});
