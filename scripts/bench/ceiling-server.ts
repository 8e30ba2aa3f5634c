// The bytes ceiling (issue 15): a bare node:http server that answers every request with exactly
// the status, headers and body our server gave once. Whatever our server costs beyond this is
// the work of deciding the answer, not of sending it.
// Run as a child process: PORT=… CEILING_ANSWER=/path/answer.json node --import tsx scripts/bench/ceiling-server.ts
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface RecordedAnswer {
  status: number;
  /** Header name -> value, as our server sent them (hop-by-hop headers left out). */
  headers: Record<string, string>;
  bodyBase64: string;
}

const answer = JSON.parse(readFileSync(process.env.CEILING_ANSWER ?? '', 'utf8')) as RecordedAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');
const headers = Object.entries(answer.headers);

const server = createServer((req, res) => {
  // The request body (none for GET) is drained by Node; the answer is written at once.
  for (const [name, value] of headers) res.setHeader(name, value);
  res.writeHead(answer.status);
  res.end(answer.status === 304 ? undefined : body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
