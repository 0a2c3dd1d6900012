/**
 * Where React writes a page on the server (entry.server.tsx, decision 359): a destination for
 * renderToPipeableStream that keeps React's chunks as they come and writes a kept piece's bytes where React wrote
 * its marker (lib/kept-html.ts). A page React finished at once (every page that waits for nothing) becomes one
 * buffer, made with one copy; a page still waiting for something is handed on as a stream.
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { KeptPieces } from './kept-html.ts';

const encoder = new TextEncoder();

/** What React writes between two text nodes; around a marker it would not be in React's own page. */
const SEPARATOR = encoder.encode('<!-- -->');

function endsWith(bytes: Uint8Array, tail: Uint8Array): boolean {
  if (bytes.byteLength < tail.byteLength) return false;
  const at = bytes.byteLength - tail.byteLength;
  return tail.every((b, i) => bytes[at + i] === b);
}

function startsWith(bytes: Uint8Array, head: Uint8Array): boolean {
  return bytes.byteLength >= head.byteLength && head.every((b, i) => bytes[i] === b);
}

export class DocumentSink extends EventEmitter {
  #chunks: Uint8Array[] = [];
  #length = 0;
  #stream: PassThrough | null = null;
  /** While streaming: what React wrote since its last flush, passed on as one chunk by flush(). */
  #pending: Uint8Array[] = [];
  #ended = false;
  #error: Error | null = null;
  /** Markers the sink met as React's own chunks: the others, if any, are looked for in the bytes. */
  #met = 0;
  /** React's last chunk, held back until the next: a separator React wrote before a range's marker is dropped. */
  #held: Uint8Array | null = null;
  /** Inside a range: what React writes is not the page's. */
  #skipping = false;
  /** Just after a range's closer: a separator React writes next is not the page's. */
  #afterRange = false;

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
    if (typeof chunk === 'string' && chunk.length > 1024) {
      const piece = this.kept.byMarker.get(chunk);
      if (piece) {
        this.#met++;
        const range = this.kept.byCloser.has(piece.closer);
        if (range && this.#held && endsWith(this.#held, SEPARATOR)) {
          this.#held = this.#held.subarray(0, this.#held.byteLength - SEPARATOR.byteLength);
        }
        this.#skipping = range;
        this.#afterRange = false;
        return this.#out(piece.bytes);
      }
      if (this.kept.byCloser.has(chunk)) {
        this.#met++;
        this.#skipping = false;
        this.#afterRange = true;
        return true;
      }
    }
    if (this.#skipping) return true;
    let bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    if (this.#afterRange) {
      this.#afterRange = false;
      if (startsWith(bytes, SEPARATOR)) bytes = bytes.subarray(SEPARATOR.byteLength);
    }
    const ok = this.#out(null);
    this.#held = bytes;
    return ok;
  }

  /** Passes on the held chunk, then `bytes` if any. */
  #out(bytes: Uint8Array | null): boolean {
    let ok = true;
    const held = this.#held;
    this.#held = null;
    if (held) ok = this.#emit(held);
    if (bytes) ok = this.#emit(bytes) && ok;
    return ok;
  }

  #emit(bytes: Uint8Array): boolean {
    if (bytes.byteLength === 0) return true;
    if (this.#stream) {
      this.#pending.push(bytes);
      return true;
    }
    this.#chunks.push(bytes);
    this.#length += bytes.byteLength;
    return true;
  }

  /**
   * React calls this when it has written what it could for now (the end of each of its flushes): while streaming,
   * everything since the last one goes on as one chunk, so one write to the socket, not one per element run (a
   * streamed menu page was 50-220 writes; decision 359).
   */
  flush(): void {
    // A separator and the range marker after it are always in one flush (one segment): the held chunk can go.
    this.#out(null);
    if (!this.#stream || this.#pending.length === 0) return;
    const pending = this.#pending;
    this.#pending = [];
    this.#stream.write(pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending));
  }

  end(): void {
    this.#out(null);
    this.flush();
    this.#ended = true;
    this.onEnd();
    this.#stream?.end();
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

  /** The whole document, once React has ended it. */
  document(): Buffer {
    const html = Buffer.allocUnsafe(this.#length);
    let at = 0;
    for (const chunk of this.#chunks) {
      html.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#chunks = [];
    const markers = this.kept.byMarker.size + this.kept.byCloser.size;
    return this.#met === markers ? html : spliceLeft(html, this.kept);
  }

  /** The document so far and what React writes next, as a stream (a page that waits for something). */
  stream(highWaterMark: number): PassThrough {
    const stream = new PassThrough({ highWaterMark });
    for (const event of ['drain', 'error', 'close'] as const) {
      stream.on(event, (...args: unknown[]) => this.emit(event, ...args));
    }
    if (this.#chunks.length > 0) stream.write(Buffer.concat(this.#chunks));
    this.#chunks = [];
    this.#stream = stream;
    if (this.#error) stream.destroy(this.#error);
    else if (this.#ended) stream.end();
    return stream;
  }
}

/** Markers React encoded with the text around them (not the way react-dom 19.2 writes them): replaced here. */
function spliceLeft(html: Buffer, kept: KeptPieces): Buffer {
  const found: { from: number; to: number; bytes: Uint8Array }[] = [];
  for (const piece of kept.byMarker.values()) {
    let from = html.indexOf(piece.marker);
    if (from < 0) continue;
    let to = from + piece.marker.length;
    if (kept.byCloser.has(piece.closer)) {
      const close = html.indexOf(piece.closer, to);
      if (close < 0) continue;
      to = close + piece.closer.length;
      const before = from - SEPARATOR.byteLength;
      if (before >= 0 && html.subarray(before, from).equals(SEPARATOR)) from = before;
      if (html.subarray(to, to + SEPARATOR.byteLength).equals(SEPARATOR)) to += SEPARATOR.byteLength;
    }
    found.push({ from, to, bytes: piece.bytes });
  }
  found.sort((a, b) => a.from - b.from);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const { from, to, bytes } of found) {
    parts.push(html.subarray(at, from), bytes);
    at = to;
  }
  parts.push(html.subarray(at));
  return Buffer.concat(parts);
}
