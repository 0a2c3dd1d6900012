/**
 * HTML kept per version and written into the document as bytes encoded once (decision 359).
 *
 * React writes every string it is given into its output afresh on each render: a section of the menu written
 * from the template (decision 352) and the inline stylesheet (decision 025) were ~130 kB of the 190 kB menu page
 * that React encoded (and measured, and copied) per request although they are the same for every visitor of
 * that menu version. On the server, entry.server.tsx gives a `KeptOutput` for the request: a component hands it
 * a `KeptHtml` and renders, instead of the HTML, the piece's marker, which React passes to its destination whole
 * and untouched (document-sink.server.ts); the sink writes the piece's bytes in its place. A marker stands for
 * raw HTML (a section's inside), a stylesheet's text, or, as a text node, whole elements among React's own
 * (the category bar): no wrapper element is needed.
 * Without a `KeptOutput` (the browser, renderToString) the HTML itself is rendered: the page is the same.
 */
import { createContext } from 'react';

/**
 * Short enough for React (react-dom-server's Node writer) to encode a marker into its buffer with the text around
 * it, as any text: a string longer than 4096 / 3 characters it hands on alone, after passing on its buffer and
 * taking a new one of 4 kB (on a large menu, a hundred sections' markers were a hundred 4 kB buffers per page).
 * The sink finds every marker in one pass over React's bytes (document-sink.server.ts, decision 367).
 */
export const MARKER_LENGTH = 32;
/** Per process: markers differ from anything written before this process started. */
const RUN = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
/** How every marker (and closer) of this process begins: what the sink looks for. */
export const MARKER_PREFIX = `dxkept${RUN}n`;
let pieces = 0;

const encoder = new TextEncoder();

export class KeptHtml {
  #bytes: Uint8Array | null = null;
  #marker: string | null = null;
  #closer: string | null = null;

  constructor(readonly html: string) {}

  /** The HTML encoded as UTF-8, once. */
  get bytes(): Uint8Array {
    this.#bytes ??= encoder.encode(this.html);
    return this.#bytes;
  }

  /**
   * A string unique to this piece standing for it in React's output: letters, digits and "_" only, so that React
   * writes it unchanged wherever it goes: as a text node (KeptText), raw HTML or a stylesheet's text.
   */
  get marker(): string {
    if (this.#marker === null) this.#marker = `${MARKER_PREFIX}${++pieces}`.padEnd(MARKER_LENGTH, '_');
    return this.#marker;
  }

  /** The end of a range (KeptPieces.range): the marker with another ending. */
  get closer(): string {
    this.#closer ??= `${this.marker.slice(0, -1)}e`;
    return this.#closer;
  }
}

/** The kept pieces a request's document uses, by marker: filled while React renders, read by the sink. */
export class KeptPieces {
  readonly byMarker = new Map<string, KeptHtml>();
  /** Pieces that replace a range (what React writes between the marker and the closer), by their closer. */
  readonly byCloser = new Map<string, KeptHtml>();

  /** What to render in place of `piece`: its marker, written back as its bytes by the document's sink. */
  use(piece: KeptHtml): string {
    const marker = piece.marker;
    this.byMarker.set(marker, piece);
    return marker;
  }

  /**
   * Text nodes to render around something React must still render for its side effects only (the first
   * screen's photos, whose preloads React writes into the head): the sink writes the piece's bytes instead of
   * everything React wrote between the two (decision 359).
   */
  range(piece: KeptHtml): [open: string, close: string] {
    this.byMarker.set(piece.marker, piece);
    this.byCloser.set(piece.closer, piece);
    return [piece.marker, piece.closer];
  }
}

/** Given by entry.server.tsx on the server only. */
export const KeptOutput = createContext<KeptPieces | null>(null);

/** What a component gives dangerouslySetInnerHTML for `piece`: its marker under a `KeptOutput`, else its HTML. */
export function keptOrHtml(kept: KeptPieces | null, piece: KeptHtml): string {
  return kept ? kept.use(piece) : piece.html;
}
