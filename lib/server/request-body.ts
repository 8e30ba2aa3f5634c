// The one request-body reader of every door (the node:http front and the Next route handlers of
// /v2 and SOAP): it counts bytes WHILE they arrive and stops at the limit, so an oversized body is
// refused after at most `limit` bytes in memory, whatever it claims or however it is sent
// (issue 9, finding 1). A declared Content-Length over the limit is refused before reading at all.
import type { IncomingMessage } from 'node:http';
import { DomainError } from '@/lib/domain/errors';
import { errorResponse } from '@/lib/rest/responses';
import type { RestResponse } from '@/lib/rest/types';

export class BodyTooLarge extends DomainError {
  readonly limit: number;
  constructor(limit: number) {
    super('invalid', 'Payload Too Large.', [
      { field: 'body', message: `The request body exceeds the limit of ${limit} bytes.` },
    ]);
    this.limit = limit;
  }
}

function declaredLength(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/** Collects chunks up to `limit` bytes; throws `BodyTooLarge` on the first byte past it. */
async function collectWithinLimit(
  chunks: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLarge(limit);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/**
 * Reads a node:http request body within `limit`. Past the limit the request stream is left
 * paused (nothing more is buffered) and the caller answers 413 and closes the connection.
 */
export async function readNodeBody(req: IncomingMessage, limit: number): Promise<Uint8Array> {
  const length = declaredLength(req.headers['content-length']);
  if (length !== undefined && length > limit) throw new BodyTooLarge(limit);
  try {
    return await collectWithinLimit(nodeChunks(req), limit);
  } catch (error) {
    req.pause();
    throw error;
  }
}

// A hand-rolled iterator instead of `for await (… of req)`: leaving that loop early destroys the
// request's socket before the 413 can be written.
function nodeChunks(req: IncomingMessage): AsyncIterable<Uint8Array> {
  return {
    [Symbol.asyncIterator]() {
      const queue: Uint8Array[] = [];
      let ended = false;
      let failure: unknown;
      let wake: (() => void) | undefined;
      const notify = () => {
        const w = wake;
        wake = undefined;
        w?.();
      };
      const onData = (chunk: Buffer) => {
        queue.push(chunk);
        req.pause(); // back-pressure: read the next chunk only when this one is counted
        notify();
      };
      const onEnd = () => {
        ended = true;
        notify();
      };
      const onError = (error: unknown) => {
        failure = error;
        notify();
      };
      const detach = () => {
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
      };
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
      return {
        async next(): Promise<IteratorResult<Uint8Array>> {
          for (;;) {
            const chunk = queue.shift();
            if (chunk) return { done: false, value: chunk };
            if (failure !== undefined) {
              detach();
              throw failure instanceof Error ? failure : new Error('The request stream failed.');
            }
            if (ended) {
              detach();
              return { done: true, value: undefined };
            }
            await new Promise<void>((resolve) => {
              wake = resolve;
              req.resume();
            });
          }
        },
        return(): Promise<IteratorResult<Uint8Array>> {
          detach();
          return Promise.resolve({ done: true, value: undefined });
        },
      };
    },
  };
}

/** Reads a Web Request body (Next route handlers) within `limit`, cancelling the stream past it. */
export async function readWebBody(request: Request, limit: number): Promise<Uint8Array> {
  const length = declaredLength(request.headers.get('content-length'));
  if (length !== undefined && length > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    },
  };
  try {
    return await collectWithinLimit(chunks, limit);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * A refused body's answer: status 413 and `Connection: close`, so the client stops sending and the
 * rest of the body is never read. `answer` is the door's own error body (JSON, or a SOAP Fault).
 */
export function payloadTooLarge(answer: RestResponse): RestResponse {
  return { ...answer, status: 413, headers: { ...answer.headers, connection: 'close' } };
}

/** The /v2 error body of a refused body (interface-v2.md §2.11 shape), status 413. */
export function restPayloadTooLarge(error: BodyTooLarge): RestResponse {
  return payloadTooLarge(
    errorResponse(413, { code: '413', message: error.message, errors: error.errors }),
  );
}
