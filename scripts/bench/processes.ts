// Server processes under test: each runs in its own child process, so the load generator (this
// process) never shares an event loop with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  /** The last lines the child wrote, for error messages. */
  output: () => string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface SpawnOptions {
  name: string;
  /** Arguments after the node executable. */
  args: string[];
  env: Record<string, string>;
  port: number;
  /** A path that answers (any status) once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
}

export async function startServer(options: SpawnOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, options.args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(baseUrl + options.readyPath);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${options.name} did not answer within the time limit:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    name: options.name,
    baseUrl,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds (Linux /proc; USER_HZ is 100 on every usual kernel). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Resident set size and its high-water mark of a process, in MiB (Linux /proc). */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS while `work` runs and returns the highest value seen. */
export async function peakRssDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMiB: number; beforeMiB: number }> {
  const beforeMiB = memoryOf(pid)?.rssMiB ?? 0;
  let peakMiB = beforeMiB;
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, memoryOf(pid)?.rssMiB ?? 0);
  }, 20);
  try {
    const result = await work();
    peakMiB = Math.max(peakMiB, memoryOf(pid)?.rssMiB ?? 0);
    return { result, peakMiB, beforeMiB };
  } finally {
    clearInterval(timer);
  }
}
