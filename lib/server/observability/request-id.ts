import { randomUUID } from 'node:crypto';

// A caller's (or load balancer's) own id is kept so one request can be followed across systems;
// anything that could smuggle text into logs or headers is replaced by a fresh id.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTED_ID.test(given) ? given : randomUUID();
}
