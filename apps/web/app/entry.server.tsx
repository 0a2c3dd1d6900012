/**
 * Server rendering of every storefront page: React Router's default Node entry with two changes (decision 025).
 *
 * The storefront's stylesheet is written into the document (lib/inline-styles.tsx): read once from the client
 * build next to this server build; when it is not there (development), pages link it as before.
 *
 * React (19.2+) moves a finished Suspense boundary out of the page's flow when the HTML before it passes
 * `progressiveChunkSize` (12.8 kB by default): it sends a placeholder, the content later in a hidden <div>,
 * and a script that swaps it in on a later frame. The menu's sections are Suspense boundaries only so that the
 * browser hydrates them one by one (menu-page.tsx); sent that way they would paint late and push the page
 * down (a layout shift of 0.5 in Lighthouse). Nothing on our pages waits for data while rendering, so the
 * whole page goes out in order, as it did before the boundaries existed.
 */
import { readFileSync } from 'node:fs';
import { wholeBodyResponse } from '@dasturxon/contracts';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { cardMarkup, sectionMarkup, sectionRunMarkup } from './features/menu/card-markup.server.ts';
import { CardMarkup, SectionMarkup, SectionRunMarkup } from './features/menu/card-markup.ts';
import { categoryBarMarkup } from './features/menu/category-bar.server.ts';
import { CategoryBarMarkup } from './features/menu/category-bar.tsx';
import { footerMarkup } from './features/shell/site-footer.server.ts';
import { FooterMarkup } from './features/shell/site-footer.tsx';
import { DocumentSink } from './lib/document-sink.server.ts';
import { InlineStyles, keptStylesheet } from './lib/inline-styles.tsx';
import { type KeptHtml, KeptOutput, KeptPieces } from './lib/kept-html.ts';
import { serverContext } from './lib/load-context.ts';
import appCss from './styles/app.css?url';

export const streamTimeout = 5_000;

/** A page fits in this many bytes (the 80-dish menu is ~190 kB); a larger one streams with React waiting for the reader. */
const DOCUMENT_BUFFER = 4 * 1024 * 1024;

/**
 * The router context of a request, made from the server adapter's hand-over (apps/server/src/ssr.ts calls it as
 * its getLoadContext): made here, inside the build, so the context key the adapter fills is the one the build's
 * middleware and loaders read (decision 187).
 */
export { createLoadContext } from './lib/load-context.ts';

function readInlineStyles(): ReadonlyMap<string, KeptHtml> | null {
  // From server/index.js, or from a chunk of it in server/assets/ (the islands' imports split it: decision 360).
  for (const client of ['../client', '../../client']) {
    try {
      const css = readFileSync(new URL(`${client}${appCss}`, import.meta.url), 'utf8');
      return new Map([[appCss, keptStylesheet(css)]]);
    } catch {
      // Not there: the other place.
    }
  }
  return null;
}

const inlineStyles = readInlineStyles();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The response's CSP script nonce (decision 178): React's own inline scripts get it from renderToPipeableStream,
  // React Router's (hydration data, Scripts, ScrollRestoration, streamed data) from ServerRouter.
  const nonce = loadContext.get(serverContext).cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // Every visitor gets the whole document at once, as crawlers always did: nothing on our pages waits for data
    // while rendering (no <Await>), and the one boundary React still waits for after the shell is React Router's
    // loader data script, whose encoding takes a millisecond or two. Then every page is one buffer of known length
    // and one write; sent at shell time, a page under load streamed in several (decision 359).
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    // Abort after `streamTimeout`, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // What is the same for every visitor of this version (the stylesheet, kept sections) goes into the document
    // as bytes encoded once: React writes a marker in its place (decision 359).
    const kept = new KeptPieces();
    const { pipe, abort } = renderToPipeableStream(
      <KeptOutput.Provider value={kept}>
        <InlineStyles.Provider value={inlineStyles}>
          {/* Menu cards and sections that show nothing of the visitor are written from a template (decisions 340, 352). */}
          <CardMarkup.Provider value={cardMarkup}>
            <SectionMarkup.Provider value={sectionMarkup}>
              <SectionRunMarkup.Provider value={sectionRunMarkup}>
                <CategoryBarMarkup.Provider value={categoryBarMarkup}>
                  <FooterMarkup.Provider value={footerMarkup}>
                    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
                  </FooterMarkup.Provider>
                </CategoryBarMarkup.Provider>
              </SectionRunMarkup.Provider>
            </SectionMarkup.Provider>
          </CardMarkup.Provider>
        </InlineStyles.Provider>
      </KeptOutput.Provider>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(nonce ? { nonce } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new DocumentSink(kept, () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body.asDestination());
          // Nothing on our pages waits for data while rendering: React has written the whole document and ended
          // it already. Then it goes out as one buffer of known length (one write to the socket, not ~50 chunks
          // through three streams, decision 340); a page still waiting for something streams as before.
          if (body.ended) {
            const html = body.document();
            responseHeaders.set('Content-Length', String(html.byteLength));
            // Handed to the server as it is, without the Response's copy of it (decision 370).
            resolve(
              wholeBodyResponse(
                new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength),
                {
                  headers: responseHeaders,
                  status,
                },
              ),
            );
            return;
          }
          // Room for a whole page: React never waits for the reader (decision 340).
          const stream = body.stream(DOCUMENT_BUFFER);
          resolve(
            new Response(createReadableStreamFromReadable(stream), { headers: responseHeaders, status }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell itself reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
