// SIGTERM in the middle of a load test (autocannon): no answered request is dropped. Every answer
// that began arrives whole and right (autocannon checks each body it receives; our own clients
// check that an answer whose head arrived also has its whole body), the long downloads in flight
// finish, and the process exits 0. Connections refused or closed before an answer began are the
// expected end of a server that stops accepting, and are allowed.
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess } from './app-processes';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
let child: ChildProcess;
let url: string;
const headers = { authorization: basicAuth(DEMO.account1) };

beforeAll(async () => {
  server = await startTestServer();
  ({ child, url } = await startAppProcess(
    server.database.url,
    { LOG_LEVEL: 'warn' },
    'tests/http/serve-process.ts',
  ));
}, 60_000);
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await server.close();
});

type Outcome = 'complete' | 'wrong' | 'cut' | 'refused';

/**
 * One GET on a keep-alive connection: `refused` when it failed before an answer began, `cut` when
 * the answer began and its body did not arrive whole, `wrong` when it arrived but differs.
 */
function checkedGet(
  agent: Agent,
  path: string,
  expected: string,
  onBegun: () => void = () => undefined,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let began = false;
    const req = request(`${url}${path}`, { agent, headers }, (res) => {
      began = true;
      onBegun();
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve(res.statusCode === 200 && body === expected ? 'complete' : 'wrong'),
      );
      res.on('aborted', () => resolve('cut'));
      res.on('error', () => resolve('cut'));
    });
    req.on('error', () => resolve(began ? 'cut' : 'refused'));
    req.end();
  });
}

const exitOf = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

describe('SIGTERM during a load test', () => {
  it('drops no answered request, finishes the downloads in flight, and exits 0', async () => {
    const brands = await (await fetch(`${url}/v2/brands/`, { headers })).text();
    const catalog = await (await fetch(`${url}/v2/products/`, { headers })).text();
    expect(brands.length).toBeGreaterThan(10);

    // The load: autocannon over 16 keep-alive connections, checking every body it receives.
    let loadAnswers = 0;
    let finishLoad: (result: autocannon.Result) => void = () => undefined;
    const loadDone = new Promise<autocannon.Result>((resolve) => (finishLoad = resolve));
    const load = autocannon(
      {
        url: `${url}/v2/brands/`,
        headers,
        connections: 16,
        duration: 60,
        expectBody: brands,
      },
      (_error, result) => finishLoad(result),
    );
    load.on('response', () => (loadAnswers += 1));

    // Our own clients beside it, each going on until the server no longer answers.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    const clients = Array.from({ length: 8 }, async () => {
      for (;;) {
        const outcome = await checkedGet(agent, '/v2/brands/', brands);
        outcomes.push(outcome);
        if (outcome !== 'complete') return;
      }
    });

    // Under way: both have had answers.
    await expect
      .poll(() => loadAnswers > 200 && outcomes.length > 50, { timeout: 30_000 })
      .toBe(true);
    // Whole-catalog downloads with their answers begun when the signal comes.
    const begun: Promise<void>[] = [];
    const downloads = Array.from({ length: 4 }, () => {
      let markBegun: () => void = () => undefined;
      begun.push(new Promise<void>((resolve) => (markBegun = resolve)));
      return checkedGet(new Agent({ keepAlive: false }), '/v2/products/', catalog, markBegun);
    });
    await Promise.all(begun);
    child.kill('SIGTERM');

    expect(await exitOf(child)).toBe(0);
    expect(await Promise.all(downloads)).toEqual(['complete', 'complete', 'complete', 'complete']);
    await Promise.all(clients);
    load.stop();
    const result = await loadDone;
    agent.destroy();

    expect(outcomes.filter((o) => o === 'cut' || o === 'wrong')).toEqual([]);
    expect(outcomes.filter((o) => o === 'complete').length).toBeGreaterThan(50);
    // Every answer autocannon received was whole, a 200, with the expected body.
    expect(result.mismatches).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBeGreaterThan(200);
  }, 90_000);
});
