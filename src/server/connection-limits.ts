// How long a client may hold a connection of `sitec serve` or `sitec dev`: silent clients,
// headers or bodies that dribble in, stalled downloads and idle kept-alive connections are all
// closed, so a few slow clients cannot use up the server's sockets.
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";

/** Milliseconds. */
export interface ConnectionTimeouts {
  /**
   * No byte received or sent for this long closes the connection: a client that connects and
   * says nothing, or one that keeps its side open after the server ended its own.
   */
  idle: number;
  /**
   * A client that stops reading an answer loses the connection within this after the last byte
   * of the answer moved. A download that keeps moving is never cut.
   */
  stall: number;
  /** The request line and headers must be complete within this, else 408. */
  headers: number;
  /** The whole request must arrive within this, else 408; at least `headers`. */
  request: number;
  /** How long a kept-alive connection may wait for its next request. */
  keepAlive: number;
}

/**
 * As deploy/nginx.conf's client_header_timeout (which closes a silent connection too) and
 * keepalive_timeout; `stall` is the 10 s the README promises (nginx's send_timeout is 30 s).
 */
export const DEFAULT_TIMEOUTS: Readonly<ConnectionTimeouts> = { idle: 10_000, stall: 10_000, headers: 10_000, request: 30_000, keepAlive: 5_000 };

/**
 * The socket's inactivity timeout while an answer is sent. Node looks at a write under way only
 * when that timer fires, and gives it one more period whenever a byte moved since it last looked
 * (net.Socket's _onTimeout); so a stalled answer is cut one to two periods after its last byte
 * moved. Two periods are 90% of the stall timeout: the rest is for a timer that fires late on a
 * busy machine and for the buffers still filling after the client stopped reading. (With the
 * idle timeout as the period, a reader that stopped held its socket for 20 s.)
 * Node sees bytes move only as the kernel takes them, in bursts as the socket's send buffer
 * drains (nginx's send_timeout sees them so too): a client reading so slowly that a burst
 * takes longer than a period is cut too.
 */
export function answerTimeout(timeouts: Pick<ConnectionTimeouts, "stall">): number {
  return Math.max(1, Math.floor(timeouts.stall * 0.45));
}

/** An HTTP server that closes idle and slow connections within `timeouts` (the defaults where not given). */
export function createBoundedServer(options: ServerOptions, timeouts: Partial<ConnectionTimeouts> | undefined, handler: RequestListener): Server {
  const t = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const server = createServer(
    {
      ...options,
      headersTimeout: t.headers,
      requestTimeout: t.request,
      keepAliveTimeout: t.keepAlive,
      // Node looks for requests past those two timeouts only this often; its default interval
      // is several times the headers timeout, which let a slow client hold on that much longer.
      connectionsCheckingInterval: Math.max(10, Math.floor(Math.min(t.headers, t.request) / 4)),
    },
    (req, res) => {
      // Until the answer is sent; then Node sets the keep-alive timeout, and with the next
      // request the idle one again. A handler may still change it (the dev server's event stream).
      req.socket.setTimeout(answerTimeout(t));
      handler(req, res);
    },
  );
  // The two timeouts above end a request that is slow to arrive, but not a connection after
  // that: an answer the client stopped reading (see answerTimeout), or a connection the client
  // keeps half open after the server ended its side (as after a 408). The socket's own
  // inactivity timeout ends those (with no 'timeout' listener, Node destroys the socket).
  server.timeout = t.idle;
  return server;
}
