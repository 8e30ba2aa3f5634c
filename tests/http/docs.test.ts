// Every curl example of the /docs guides, run as written with the real curl against a demo server
// (in the order a reader would run them: later examples may rely on earlier ones), so that none of
// them can rot. $BASE_URL, $ACCOUNT and $API_KEY are the shell variables the guides tell readers to set.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guides, type GuideBlock } from '@/components/docs/guides';
import { DEMO, startTestServer, type TestServer } from './harness';

const run = promisify(execFile);

/**
 * Features whose routes are built on other branches: their examples run once listed here (the
 * lead adds 'webhook-routes' after merging the webhooks branch).
 */
const MERGED_FEATURES = new Set<string>([]);

let server: TestServer;
let scratch: string;

beforeAll(async () => {
  // The documented production rate limit, so the rate-limit headers the guides show are real.
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '60' } });
  scratch = await mkdtemp(path.join(tmpdir(), 'docs-curl-'));
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

interface CurlAnswer {
  status: number;
  body: string;
  headers: Map<string, string>;
}

/**
 * Runs the command in bash with `curl` wrapped to also record the status and the headers of the
 * last answer (the command's own options come after ours, so an example may still add `-i`).
 */
async function runExample(command: string, index: number): Promise<CurlAnswer> {
  const headerFile = path.join(scratch, `headers-${index}.txt`);
  const wrapper = `curl() { command curl --silent --show-error --dump-header '${headerFile}' --write-out '\\n%{http_code}' "$@"; }\n`;
  const { stdout } = await run('bash', ['-c', `set -o pipefail\n${wrapper}${command}`], {
    env: {
      ...process.env,
      BASE_URL: server.url,
      ACCOUNT: DEMO.account1.number,
      API_KEY: DEMO.account1.apiKey,
    },
    maxBuffer: 20 * 1024 * 1024,
  });
  const cut = stdout.lastIndexOf('\n');
  const headers = new Map<string, string>();
  const headerText = await readFile(headerFile, 'utf8');
  // With a 100 Continue or a redirect there are several blocks: the last one is the answer's.
  const blocks = headerText.trim().split(/\r?\n\r?\n/);
  for (const line of (blocks[blocks.length - 1] ?? '').split(/\r?\n/).slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut), headers };
}

type CurlBlock = Extract<GuideBlock, { kind: 'curl' }>;

const examples = guides.flatMap((guide) =>
  guide.blocks
    .filter((block): block is CurlBlock => block.kind === 'curl')
    .map((block, index) => ({ guide: guide.slug, index, block })),
);

describe('the curl examples of the /docs guides', () => {
  it('has examples in every guide', () => {
    for (const guide of guides) {
      expect(
        examples.some((e) => e.guide === guide.slug),
        guide.slug,
      ).toBe(true);
    }
  });

  for (const [order, { guide, index, block }] of examples.entries()) {
    const name = `${guide} #${index + 1}: ${block.command.split('\n')[0]}`;
    const enabled = block.awaits === undefined || MERGED_FEATURES.has(block.awaits);
    it.runIf(enabled)(name, async () => {
      const answer = await runExample(block.command, order);
      expect(answer.status, answer.body).toBe(block.expect.status);
      for (const text of block.expect.bodyIncludes ?? []) expect(answer.body).toContain(text);
      for (const [header, value] of Object.entries(block.expect.headers ?? {})) {
        if (value === true) expect(answer.headers.has(header), header).toBe(true);
        else expect(answer.headers.get(header), header).toBe(value);
      }
    });
  }
});
