/**
 * A page React cannot finish at once (something still loading after the shell) goes to the socket whole, in one
 * write, when React ends it: not one per run of elements React wrote (decision 359: a streamed menu page was 50-220
 * writes), and with its kept pieces in place (their markers are found in React's bytes at the end, decision 367).
 * entry.server.tsx waits for the whole page anyway (onAllReady): this is the way a page would go if it did not.
 */
import type { PassThrough } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { expect, it } from 'vitest';
import { DocumentSink } from './document-sink.server.ts';
import { KeptPieces } from './kept-html.ts';

function Late({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

it('sends a waiting page whole and in order, in one write, when React ends it', async () => {
  let answer: (text: string) => void = () => {};
  const text = new Promise<string>((resolve) => {
    answer = resolve;
  });
  const dishes = Array.from({ length: 300 }, (_, i) => <li key={i}>{`Dish ${i} `.repeat(4)}</li>);
  const sink = new DocumentSink(new KeptPieces(), () => {});
  const stream = await new Promise<PassThrough>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <main>
        <ul>{dishes}</ul>
        <Suspense fallback={<i>loading</i>}>
          <Late text={text} />
        </Suspense>
      </main>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          pipe(sink.asDestination());
          resolve(sink.stream(1 << 20));
        },
        onShellError: reject,
      },
    );
  });
  expect(sink.ended).toBe(false);
  // As the server reads it (createReadableStreamFromReadable listens to 'data'): each chunk is a write to the socket.
  const chunks: Buffer[] = [];
  const read = new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  answer('Plov is ready');
  await read;
  const html = Buffer.concat(chunks).toString();
  expect(html.indexOf('Dish 0 ')).toBeLessThan(html.indexOf('Dish 299 '));
  expect(html).toContain('Plov is ready');
  // The shell (some 30 kB that React wrote in many pieces) and the boundary with the end of the document: one write.
  expect(chunks).toHaveLength(1);
});
