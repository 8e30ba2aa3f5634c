// A client on a bare TCP socket, for what fetch cannot do: keep sending a body after the server
// has answered, and see whether the server closes the connection.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Bytes of the request body written before the server answered. */
  bodyBytesSent: number;
}

export interface RawRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  /** Body bytes to offer at most; sending stops as soon as the server answers. */
  bodyBytes: number;
  chunked?: boolean;
}

/** Sends the request and resolves once the server has answered AND closed the connection. */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let answered = false;
    let sent = 0;
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const pump = () => {
      while (!answered && sent < request.bodyBytes) {
        const size = Math.min(chunk.length, request.bodyBytes - sent);
        const piece = chunk.subarray(0, size);
        sent += size;
        const framed = request.chunked
          ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
          : piece;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      const head = [`${request.method} ${request.target} HTTP/1.1`, `host: ${hostname}:${port}`];
      for (const [name, value] of Object.entries(request.headers)) head.push(`${name}: ${value}`);
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      pump();
    });
    socket.on('data', (data) => {
      answered = true;
      received.push(data);
    });
    // EPIPE/ECONNRESET while we are still sending is the server closing on us, as intended.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`No complete answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: text.slice(end + 4),
        bodyBytesSent: sent,
      });
    });
  });
}
