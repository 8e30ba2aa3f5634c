// The in-process baseline of target 4: the same whole-catalog answer (GET /v2/products/, JSON or
// XML) produced by the same router, service and writers, its chunks consumed right here instead of
// written to a socket. Run as a child process so its memory and event loop are its own:
//   DATABASE_URL=file:… node --import tsx scripts/bench/whole-catalog-in-process.ts [json|xml]
// Prints one JSON line: { firstByteSeconds, seconds, cpuSeconds, bytes, status }.
import { QueryParams } from '@/lib/rest/query-params';
import { handleV2 } from '@/lib/rest/handle-v2';
import { getContainer } from '@/lib/server/container';
import { basicAuthHeader } from './credentials';

const format = process.argv[2] === 'xml' ? 'xml' : 'json';
const app = await getContainer();
const request = (path: string, query: string) =>
  handleV2(app, {
    method: 'GET',
    path,
    query: new QueryParams(query),
    headers: { authorization: basicAuthHeader() },
    body: undefined,
    remoteAddress: '127.0.0.1',
  });
// One small answer first, as the HTTP run does: both measure a warm process.
await request('/v2/brands', '');
const cpuBefore = process.cpuUsage();
const started = performance.now();
const response = await request('/v2/products/', format === 'xml' ? 'mediatype=xml' : '');
let bytes = 0;
let firstByteSeconds = 0;
const { body } = response;
if (typeof body === 'string' || body instanceof Uint8Array) {
  bytes = Buffer.byteLength(body);
} else {
  for await (const chunk of body) {
    if (bytes === 0) firstByteSeconds = (performance.now() - started) / 1000;
    // Counting UTF-8 bytes is the encoding work a socket write would do.
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
  }
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.info(
  JSON.stringify({ firstByteSeconds, seconds, cpuSeconds, bytes, status: response.status }),
);
await app.close();
