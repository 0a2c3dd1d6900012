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

export class DocumentSink extends EventEmitter {
  #chunks: Uint8Array[] = [];
  #length = 0;
  #stream: PassThrough | null = null;
  #ended = false;
  #error: Error | null = null;
  /** Markers the sink met as React's own chunks: the others, if any, are looked for in the bytes. */
  #met = 0;

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
    let bytes: Uint8Array;
    if (typeof chunk === 'string') {
      const piece = chunk.length > 1024 ? this.kept.byMarker.get(chunk) : undefined;
      if (piece) this.#met++;
      bytes = piece ? piece.bytes : encoder.encode(chunk);
    } else {
      bytes = chunk;
    }
    if (this.#stream) return this.#stream.write(bytes);
    this.#chunks.push(bytes);
    this.#length += bytes.byteLength;
    return true;
  }

  end(): void {
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
    return this.#met === this.kept.byMarker.size ? html : spliceLeft(html, this.kept);
  }

  /** The document so far and what React writes next, as a stream (a page that waits for something). */
  stream(highWaterMark: number): PassThrough {
    const stream = new PassThrough({ highWaterMark });
    for (const event of ['drain', 'error', 'close'] as const) {
      stream.on(event, (...args: unknown[]) => this.emit(event, ...args));
    }
    for (const chunk of this.#chunks) stream.write(chunk);
    this.#chunks = [];
    this.#stream = stream;
    if (this.#error) stream.destroy(this.#error);
    else if (this.#ended) stream.end();
    return stream;
  }
}

/** Markers React encoded with the text around them (not the way react-dom 19.2 writes them): replaced here. */
function spliceLeft(html: Buffer, kept: KeptPieces): Buffer {
  const parts: Uint8Array[] = [];
  let from = 0;
  const found: { at: number; piece: { marker: string; bytes: Uint8Array } }[] = [];
  for (const piece of kept.byMarker.values()) {
    const at = html.indexOf(piece.marker);
    if (at >= 0) found.push({ at, piece });
  }
  found.sort((a, b) => a.at - b.at);
  for (const { at, piece } of found) {
    parts.push(html.subarray(from, at), piece.bytes);
    from = at + piece.marker.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
