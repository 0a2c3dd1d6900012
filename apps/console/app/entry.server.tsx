/**
 * Runs only at build time: with `ssr: false` React Router renders the root's HydrateFallback once into
 * build/client/index.html (the SPA shell). No server runtime package is needed for that, so the console has none.
 * Its inline scripts carry the nonce placeholder below; the server puts each response's CSP nonce in its place
 * when it serves index.html (decision 178: no 'unsafe-inline' scripts).
 */
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export const CSP_NONCE_PLACEHOLDER = '__DX_CSP_NONCE__';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  // The whole document, with the scripts that hand the (empty) loader data over and close that stream: a
  // render that does not wait for allReady (renderToString) leaves them out and the page never hydrates.
  const stream = await renderToReadableStream(
    <ServerRouter context={context} url={request.url} nonce={CSP_NONCE_PLACEHOLDER} />,
    { nonce: CSP_NONCE_PLACEHOLDER },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status, headers });
}
