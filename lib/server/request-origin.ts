// Whose word decides the scheme and host a request came to (issue 9, finding 6). X-Forwarded-*
// headers are believed only when TRUST_PROXY=on says a proxy of ours sets them; otherwise they
// may come from anyone, so the origin is PUBLIC_URL when configured, else this socket and its
// Host header. The front writes the vetted origin back into X-Forwarded-Host/-Proto, which is
// what the CSRF check, the WSDL's address and Next (server actions, next-auth) read.

export interface OriginPolicy {
  trustProxy: boolean;
  publicUrl: string | undefined;
}

export interface VettedOrigin {
  proto: 'http' | 'https';
  host: string | undefined;
  /** The client's address: the socket's peer, or the one our proxy appended last. */
  clientAddress: string | undefined;
}

type HeaderBag = Record<string, string | string[] | undefined>;

function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const first = text?.split(',')[0]?.trim();
  return first === '' ? undefined : first;
}

function lastValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  const last = text?.split(',').at(-1)?.trim();
  return last === '' ? undefined : last;
}

export interface SocketFacts {
  encrypted: boolean;
  remoteAddress: string | undefined;
}

export function vettedOrigin(
  headers: HeaderBag,
  socket: SocketFacts,
  policy: OriginPolicy,
): VettedOrigin {
  if (policy.trustProxy) {
    const proto = firstValue(headers['x-forwarded-proto'])?.toLowerCase();
    return {
      proto: proto === 'https' || (proto === undefined && socket.encrypted) ? 'https' : 'http',
      host: firstValue(headers['x-forwarded-host']) ?? firstValue(headers.host),
      // Our proxy appends the peer it saw; anything left of it was written by the client.
      clientAddress: lastValue(headers['x-forwarded-for']) ?? socket.remoteAddress,
    };
  }
  const clientAddress = socket.remoteAddress;
  if (policy.publicUrl) {
    const url = new URL(policy.publicUrl);
    return { proto: url.protocol === 'https:' ? 'https' : 'http', host: url.host, clientAddress };
  }
  return {
    proto: socket.encrypted ? 'https' : 'http',
    host: firstValue(headers.host),
    clientAddress,
  };
}

/** Replaces the client's X-Forwarded-* headers (in place) with the vetted origin. */
export function applyVettedOrigin(headers: HeaderBag, origin: VettedOrigin): void {
  delete headers['x-forwarded-host'];
  delete headers['x-forwarded-proto'];
  delete headers['x-forwarded-for'];
  delete headers.forwarded;
  headers['x-forwarded-proto'] = origin.proto;
  if (origin.host !== undefined) headers['x-forwarded-host'] = origin.host;
  if (origin.clientAddress !== undefined) headers['x-forwarded-for'] = origin.clientAddress;
}
