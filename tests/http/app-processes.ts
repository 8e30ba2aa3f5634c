// Real app processes (OS processes, their own connections) over a test database, for the
// multi-process proofs: each serves /v2 on its own port, as N stateless app nodes would.
import { spawn, type ChildProcess } from 'node:child_process';

export interface AppProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Starts `script` (which prints `PORT=<n>` once it listens) over the database; the default serves
 * /v2 alone, tests/http/serve-process.ts serves as `npm start` does (signals included).
 */
export function startAppProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  script = 'tests/http/orders-place-process.ts',
): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT=(\d+)/.exec(out);
      if (match?.[1]) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`app process exited with ${String(code)}`)));
  });
}

/** Stops the processes and waits until they are gone. */
export async function stopAppProcesses(apps: AppProcess[]): Promise<void> {
  await Promise.all(
    apps.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}
