import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@/lib/domain/clock';
import { DomainError } from '@/lib/domain/errors';
import { ABANDONED_RUN_MS, runIdempotent } from '@/lib/services/run-idempotent';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { createTestApp, type TestApp } from './harness';

let testApp: TestApp;
let deps: ServiceDeps;
let clock: ManualClock;

beforeEach(async () => {
  testApp = await createTestApp({ clock: new ManualClock() });
  clock = testApp.clock;
  deps = testApp.app.deps;
});
afterEach(() => testApp.close());

const answer = (body: string) => ({ status: 200, contentType: 'application/json', body });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'unexpected';
  }
}

describe('runIdempotent', () => {
  it('answers 409 while the first run is in flight, then replays its answer', async () => {
    const gate = deferred();
    let runs = 0;
    const first = runIdempotent(deps, 1, 'k', 'hash-a', async () => {
      runs++;
      await gate.promise;
      return answer('first');
    });
    const whileRunning = await codeOf(
      runIdempotent(deps, 1, 'k', 'hash-a', () => Promise.resolve(answer('x'))),
    );
    expect(whileRunning).toBe('conflict');
    const otherBody = await codeOf(
      runIdempotent(deps, 1, 'k', 'hash-b', () => Promise.resolve(answer('x'))),
    );
    expect(otherBody).toBe('unprocessable');
    gate.resolve();
    expect((await first).answer.body).toBe('first');
    const replay = await runIdempotent(deps, 1, 'k', 'hash-a', () =>
      Promise.resolve(answer('second')),
    );
    expect(replay).toEqual({ answer: answer('first'), replayed: true });
    expect(runs).toBe(1);
  });

  it('frees the key when the run fails unexpectedly, so a retry runs again', async () => {
    const failed = await codeOf(
      runIdempotent(deps, 1, 'k2', 'h', () => Promise.reject(new Error('database on fire'))),
    );
    expect(failed).toBe('unexpected');
    const retry = await runIdempotent(deps, 1, 'k2', 'h', () => Promise.resolve(answer('ok')));
    expect(retry.replayed).toBe(false);
  });

  it('lets the same request take over a reservation abandoned by a crashed process', async () => {
    void runIdempotent(deps, 1, 'k3', 'h', () => new Promise(() => undefined)); // never settles
    expect(
      await codeOf(runIdempotent(deps, 1, 'k3', 'h', () => Promise.resolve(answer('x')))),
    ).toBe('conflict');
    clock.advance(ABANDONED_RUN_MS + 1);
    const takeover = await runIdempotent(deps, 1, 'k3', 'h', () =>
      Promise.resolve(answer('taken over')),
    );
    expect(takeover.answer.body).toBe('taken over');
  });

  it('rejects an unusable key with a 400 naming Idempotency-Key', async () => {
    const error = await runIdempotent(deps, 1, 'has space', 'h', () =>
      Promise.resolve(answer('x')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).errors[0]?.field).toBe('Idempotency-Key');
  });
});
