// SIGTERM during a load: the process stops accepting, finishes every request it already
// received (here: whole-catalog downloads that stream for a while), and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  child = spawn(process.execPath, ['--import', 'tsx', 'tests/http/serve-process.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: server.database.url,
      LIFECYCLE_SIMULATOR: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT=(\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`app process exited early with ${String(code)}`)));
  });
  url = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await server.close();
});

const exitOf = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

describe('graceful shutdown', () => {
  it('answers every request already received in full, then exits 0', async () => {
    const headers = { authorization: basicAuth(DEMO.account1) };
    const expected = (await (await fetch(`${url}/v2/products/`, { headers })).json()) as unknown[];
    expect(expected.length).toBeGreaterThan(1000);

    // Twelve whole-catalog downloads in flight: each has its answer started when SIGTERM comes.
    const started = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${url}/v2/products/`, { headers })),
    );
    expect(started.every((r) => r.status === 200)).toBe(true);
    child.kill('SIGTERM');
    const bodies = await Promise.all(started.map((r) => r.json() as Promise<unknown[]>));
    for (const body of bodies) expect(body).toHaveLength(expected.length);

    expect(await exitOf(child)).toBe(0);
    // Closed for good: a new connection is refused rather than half answered.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
