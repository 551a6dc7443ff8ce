// Stopping the web server without a stopped release answering for the next one (issue 57).
//
// Node's `server.close()` stops listening and closes idle connections, but a connection with a
// request in flight stays open after its answer (keep-alive), and the stopping process goes on
// answering whatever the browser sends on it next, for as long as the browser keeps using it:
// after a restart on the same port, a service worker of the new release asked the old process for
// the new build's files, got 404s, and its install failed. So, once stopping, every answer says
// `Connection: close` where its headers are not sent yet, and every connection is ended after its
// answer. (http-terminator does the same but closes the listener last, after the drain, so the
// next release could not take the port meanwhile.)
/** @typedef {import('node:http').Server} Server */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Makes `server` stoppable that way; `stop()` resolves when every connection has ended.
 * @param {Server} server
 */
export function gracefulStop(server) {
  /** @type {Set<ServerResponse>} */
  const inFlight = new Set();
  let stopping = false;
  /** @param {ServerResponse} response */
  const closeAfter = (response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  server.on('request', (request, response) => {
    if (stopping) closeAfter(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    response.once('finish', () => {
      if (stopping) request.socket.end();
    });
  });
  return {
    /** @returns {Promise<void>} */
    stop() {
      stopping = true;
      for (const response of inFlight) closeAfter(response);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
