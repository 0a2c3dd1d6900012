/**
 * Where React writes a page on the server (entry.server.tsx, decision 359): a destination for
 * renderToPipeableStream that keeps React's bytes as they come and, at the end, writes each kept piece's bytes
 * where React wrote its marker (lib/kept-html.ts), finding every marker in one pass (decision 367). A page React
 * finished at once (every page: entry.server waits for all of it) becomes one buffer; a page still waiting for
 * something is handed on as a stream that carries the whole document when React ends it.
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { type KeptHtml, type KeptPieces, MARKER_LENGTH, MARKER_PREFIX } from './kept-html.ts';

const encoder = new TextEncoder();

/** What React writes between two text nodes; around a range's markers it would not be in React's own page. */
const SEPARATOR = Buffer.from('<!-- -->');
const PREFIX = Buffer.from(MARKER_PREFIX, 'latin1');

export class DocumentSink extends EventEmitter {
  #chunks: Uint8Array[] = [];
  #length = 0;
  #stream: PassThrough | null = null;
  #ended = false;
  #error: Error | null = null;

  constructor(
    private readonly kept: KeptPieces,
    private readonly onEnd: () => void,
  ) {
    super();
  }

  get ended(): boolean {
    return this.#ended;
  }

  write(chunk: string | Uint8Array): boolean {
    // React never writes into a buffer it has handed over: its chunks are kept as they are, not copied.
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    if (bytes.byteLength > 0) {
      this.#chunks.push(bytes);
      this.#length += bytes.byteLength;
    }
    return true;
  }

  /** React calls this at the end of each of its flushes: the document goes out whole, at the end. */
  flush(): void {}

  end(): void {
    this.#ended = true;
    this.onEnd();
    if (this.#stream) this.#stream.end(this.document());
  }

  /** React gave up (a fatal error after the shell): the page goes on as a stream that fails. */
  destroy(error?: Error): void {
    this.#error = error ?? new Error('The document was not finished.');
    this.onEnd();
    this.#stream?.destroy(this.#error);
  }

  /** The sink as React's pipe() is typed to take it: it uses write, end, destroy and on of it only. */
  asDestination(): NodeJS.WritableStream {
    return this as unknown as NodeJS.WritableStream;
  }

  /** The whole document, once React has ended it: React's bytes with the kept pieces in place of their markers. */
  document(): Buffer {
    const html = Buffer.allocUnsafe(this.#length);
    let at = 0;
    for (const chunk of this.#chunks) {
      html.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#chunks = [];
    return this.kept.byMarker.size === 0 ? html : splice(html, this.kept);
  }

  /** A stream that carries the document when React has ended it (a page that waits for something). */
  stream(highWaterMark: number): PassThrough {
    const stream = new PassThrough({ highWaterMark });
    for (const event of ['drain', 'error', 'close'] as const) {
      stream.on(event, (...args: unknown[]) => this.emit(event, ...args));
    }
    this.#stream = stream;
    if (this.#error) stream.destroy(this.#error);
    else if (this.#ended) stream.end(this.document());
    return stream;
  }
}

/** The piece whose marker starts at `at` in `html`; null if none. */
function pieceAt(html: Buffer, at: number, kept: KeptPieces): KeptHtml | null {
  if (at + MARKER_LENGTH > html.byteLength) return null;
  return kept.byMarker.get(html.toString('latin1', at, at + MARKER_LENGTH)) ?? null;
}

function endsWithSeparator(html: Buffer, end: number): boolean {
  return end >= SEPARATOR.byteLength && html.subarray(end - SEPARATOR.byteLength, end).equals(SEPARATOR);
}

/**
 * React's bytes with each marker replaced by its piece's bytes, in one pass: a plain marker is replaced; a range
 * (KeptPieces.range) is replaced with everything React wrote up to its closer and the separators React wrote
 * around its two text nodes. A marker of no piece of this page (not possible: the run's prefix is random) stays.
 */
function splice(html: Buffer, kept: KeptPieces): Buffer {
  const parts: Uint8Array[] = [];
  let length = 0;
  let copied = 0;
  const take = (part: Uint8Array) => {
    parts.push(part);
    length += part.byteLength;
  };
  let at = html.indexOf(PREFIX);
  while (at >= 0) {
    const piece = pieceAt(html, at, kept);
    if (!piece) {
      at = html.indexOf(PREFIX, at + 1);
      continue;
    }
    let from = at;
    let to = at + MARKER_LENGTH;
    if (kept.byCloser.has(piece.closer)) {
      const close = html.indexOf(piece.closer, to, 'latin1');
      if (close < 0) break;
      to = close + MARKER_LENGTH;
      if (from - copied >= SEPARATOR.byteLength && endsWithSeparator(html, from))
        from -= SEPARATOR.byteLength;
      if (html.subarray(to, to + SEPARATOR.byteLength).equals(SEPARATOR)) to += SEPARATOR.byteLength;
    }
    take(html.subarray(copied, from));
    take(piece.bytes);
    copied = to;
    at = html.indexOf(PREFIX, to);
  }
  take(html.subarray(copied));
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
