/**
 * A reverse proxy in the test process, on a port of its own, in front of the test server: a second
 * origin the browser loads the site from when the driver itself cannot hold or cut the network
 * (WebDriver classic, as WebKitGTK's driver speaks, has no request interception and no offline mode).
 *
 * - `holdScripts()`: every /assets/*.js response waits until `release()`, as on a slow network (the
 *   page's inline script still runs: it is in the HTML). What tests/e2e/fixtures.ts's holdScripts
 *   does in Chromium with page.route.
 * - `dropOnce(path)`: the answer to the next request for that path is a corrupt one (a network error).
 * - `stop()`: the server goes away and its port refuses, as a network that is gone does: what the
 *   offline check uses where the driver cannot take the browser offline.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const SCRIPT = /^\/assets\/.+\.js$/;

export interface Proxy {
  /** The proxy's origin, http://127.0.0.1:<port> (a secure context, as localhost is): the site's address. */
  origin: string;
  /** From now on, script files wait for `release()`. */
  holdScripts: () => void;
  /** How many script requests are waiting. */
  held: () => number;
  /** Lets the waiting scripts through, and every later one at once. */
  release: () => void;
  /** The next request for `path` fails (a corrupt answer: a network error), as on a flaky network. */
  dropOnce: (path: string) => void;
  /** Closes the port and every open connection: the browser's next request is refused. */
  stop: () => Promise<void>;
}

/** Starts a proxy for the server at `target` (http://localhost:<port>). */
export async function startProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target);
  let holding = false;
  const waiting: (() => void)[] = [];
  const dropping = new Set<string>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    // Two lengths that disagree: every engine refuses such an answer as a network error, and resends
    // nothing (a connection closed before any byte came back would be tried again).
    if (dropping.delete(path))
      req.socket.end(
        'HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab',
      );
    else if (holding && SCRIPT.test(path)) waiting.push(() => forward(req, res));
    else forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    holdScripts: () => {
      holding = true;
    },
    held: () => waiting.length,
    dropOnce: (path) => void dropping.add(path),
    release: () => {
      holding = false;
      for (const go of waiting.splice(0)) go();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
