// SIGTERM (or SIGINT): stop accepting connections, let every request already received finish
// its answer, let the running background step finish, close the database, exit 0 — or exit 1
// when that takes longer than SHUTDOWN_TIMEOUT_MS. A load balancer that sees /readyz fail or
// the port close sends new requests elsewhere; none already answered is cut.
import type { Server } from 'node:http';
import type { AppContainer } from './container';

export interface ShutdownOptions {
  server: Server;
  app: AppContainer;
  /** Stops background work; resolves when its running steps have finished. */
  stopBackground?: () => Promise<void>;
  /** Closes the database (and anything else the process holds). */
  close: () => Promise<void> | void;
  exit?: (code: number) => void;
}

/** Closes keep-alive connections as soon as they fall idle, until the server has closed. */
function drainIdleConnections(server: Server): () => void {
  server.closeIdleConnections();
  const timer = setInterval(() => server.closeIdleConnections(), 50);
  return () => clearInterval(timer);
}

export function shutDownGracefully(options: ShutdownOptions, reason: string): Promise<void> {
  const { server, app, stopBackground, close, exit = (code) => process.exit(code) } = options;
  app.logger.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
  const deadline = setTimeout(() => {
    app.logger.error({ timeoutMs: app.config.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
    exit(1);
  }, app.config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  const stopDraining = drainIdleConnections(server);
  return (async () => {
    await Promise.all([serverClosed, stopBackground?.()]);
    stopDraining();
    await close();
    clearTimeout(deadline);
    app.logger.info('shut down');
    exit(0);
  })().catch((error: unknown) => {
    app.log(error);
    exit(1);
  });
}

export function installGracefulShutdown(options: ShutdownOptions): void {
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      void shutDownGracefully(options, signal);
    });
  }
}
