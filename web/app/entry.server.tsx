// Server rendering: Remix's default (bots get the whole page at once, browsers a stream),
// plus the CSP nonce of this response on every script React and Remix write.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleErrorFunction } from '@remix-run/node';
import { RemixServer, isRouteErrorResponse } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from './components/nonce';
import { STREAM_TIMEOUT_MS } from './lib/streamed.server';
import './lib/load-context';

// What web/server.mjs asks the app for its CSP (one place for each origin).
export { MAP_EMBED_ORIGIN } from './lib/maps';

// Every streamed part settles within STREAM_TIMEOUT_MS (lib/streamed.server.ts); Remix then
// rejects any deferred data still pending (its <Await> shows the fallback), and only after that
// does React's abort end the render. A boundary still pending at React's abort fails the render:
// with both at 5 s, a late part made a whole-page render (bots) a 500 with nothing in the log.
const ABORT_DELAY = STREAM_TIMEOUT_MS + 1_000;
const RENDER_ABORT_DELAY = ABORT_DELAY + 1_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const wholePage = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    const ready = () => {
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        ...(wholePage ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          // Only a page whose shell fails is a 500 (onShellError, logged by Remix: handleError
          // below); a part of it that fails shows its fallback, and says so here with its page.
          console.error(`Render ${new URL(request.url).pathname}: ${error instanceof Error ? error.message : String(error)}`);
        },
      },
    );
    setTimeout(abort, RENDER_ABORT_DELAY).unref();
  });
}

/** What reaches the log: real failures, not a refused request (4xx), a visitor's aborted request or an old `?_data` URL. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (new URL(request.url).searchParams.has('_data')) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
};
