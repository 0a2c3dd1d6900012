/** A test's view of a server-sent event stream (the live order stream): frames read one at a time, with a wait. */
import { type OrderEvent, OrderEventSchema } from '@dasturxon/contracts';

export interface SseFrame {
  event?: string;
  data?: string;
  comment?: string;
  retry?: number;
}

/** Reads server-sent events from a fetch body, one frame at a time. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 3000): Promise<SseFrame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: SseFrame = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = line.slice(6);
            else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
          }
          return frame;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** The next `order` event (skipping retry hints and heartbeats). */
    async nextOrder(timeoutMs = 3000): Promise<OrderEvent> {
      for (;;) {
        const frame = await this.next(timeoutMs);
        if (frame.event === 'order') return OrderEventSchema.parse(JSON.parse(frame.data ?? ''));
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
