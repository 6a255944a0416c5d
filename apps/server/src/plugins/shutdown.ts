import net from 'node:net';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the first step of a shutdown on: /readyz answers 503 then. */
    readonly shuttingDown: boolean;
    /**
     * Stops the app without failing a request: answers /readyz with 503 for drainMs so that the
     * proxy stops sending, stops accepting connections, serves what comes on the open ones (each
     * closes after its response), and then closes the app (onClose hooks stop background work).
     */
    shutDown(drainMs: number): Promise<void>;
  }
}

/**
 * How long a keep-alive connection may stay idle once the listener has closed. A client that got
 * its last answer before then may already have sent the next request on it; closing the connection
 * at once would reset that request, so it gets this long to arrive and be served.
 */
const IDLE_CONNECTION_GRACE_MS = 1000;

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    let closingConnections = false;
    app.decorate('shuttingDown', { getter: () => shuttingDown });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closingConnections) reply.header('connection', 'close');
      done(null, payload);
    });

    app.decorate('shutDown', async (drainMs: number) => {
      shuttingDown = true;
      if (drainMs > 0) await setTimeout(drainMs);
      // http.Server#close would also drop the idle keep-alive connections at once, and with them a
      // request just sent on one: close only the listening socket, and the connections below.
      const connectionsEnded = new Promise<void>((resolve) => {
        net.Server.prototype.close.call(app.server, () => resolve());
      });
      closingConnections = true;
      await Promise.race([connectionsEnded, setTimeout(IDLE_CONNECTION_GRACE_MS, null, { ref: false })]);
      app.server.closeIdleConnections();
      await connectionsEnded;
      await app.close();
    });
  },
  { name: 'shutdown' },
);
