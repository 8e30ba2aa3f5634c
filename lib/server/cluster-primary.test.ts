// WEB_CONCURRENCY=N: the supervisor's promises, over real processes and a real shared port.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

let primary: ChildProcess | undefined;

afterEach(() => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The pid of the worker that answers one request on a fresh connection. */
function answeringPid(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(Number(body)));
    });
    request.on('error', reject);
    // A connection handed to a worker at the moment it is killed is never answered.
    request.setTimeout(2_000, () => request.destroy(new Error('no answer')));
  });
}

/**
 * Pids answering `requests` requests (node:cluster hands connections out round-robin); a request
 * lost with a dying worker counts for none.
 */
async function answeringPids(port: number, requests: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i += 1) {
    const pid = await answeringPid(port).catch(() => undefined);
    if (pid !== undefined) pids.add(pid);
  }
  return pids;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function startCluster(workers: number): Promise<{ port: number; output: () => string }> {
  const port = await freePort();
  primary = spawn(process.execPath, ['--import', 'tsx', 'lib/server/cluster-primary.fixture.ts'], {
    env: { ...process.env, FIXTURE_PORT: String(port), FIXTURE_WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(
    () => Promise.resolve(output.includes('ALL LISTENING') ? true : undefined),
    'all workers listening',
  );
  return { port, output: () => output };
}

describe('superviseWorkers', () => {
  it('runs N workers on one port, replaces a killed worker, and stops them all on SIGTERM', async () => {
    const { port, output } = await startCluster(3);
    const first = await answeringPids(port, 12);
    expect(first.size).toBe(3);

    const [victim] = [...first];
    process.kill(victim!, 'SIGKILL');
    const replaced = await until(async () => {
      const now = await answeringPids(port, 9);
      return now.size === 3 && !now.has(victim!) ? now : undefined;
    }, 'a replacement worker');
    expect([...replaced].filter((pid) => !first.has(pid))).toHaveLength(1);
    expect(output()).toMatch(new RegExp(`worker ${victim} exited \\(SIGKILL\\)`));

    const exited = new Promise<number | null>((resolve) => primary!.once('exit', resolve));
    primary!.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of replaced) {
      await until(() => Promise.resolve(isAlive(pid) ? undefined : true), `worker ${pid} gone`);
    }
  }, 60_000);
});
