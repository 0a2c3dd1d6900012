/**
 * A minimal server-sent events reader for the bench: what a browser's EventSource does, without a browser.
 * Each event is handed over with the moment its last byte was read (performance.now()), so latencies are
 * measured where the board would see them, not after some later parsing.
 */

export interface ServerSentEvent {
  event: string;
  data: string;
  /** performance.now() when the event was complete. */
  receivedAt: number;
}

export interface EventStream {
  /** Resolves once the server answered 200 with an event stream. */
  opened: Promise<void>;
  close(): void;
}

/** Splits a buffer of SSE text into complete events; returns them and the unfinished rest. Exported for tests. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    // A block of comments only (the heartbeat) or a bare `retry:` is no event.
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Opens `url` as an event stream and calls `onEvent` for every event until `close()`. */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: ServerSentEvent) => void,
): EventStream {
  const abort = new AbortController();
  const opened = (async () => {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
      const text = await response.text().catch(() => '');
      abort.abort();
      throw new Error(`${url}: HTTP ${response.status} ${type} ${text.slice(0, 300)}`);
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    // Read in the background; the stream ends when close() aborts it.
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          const { events, rest } = parseEvents(buffer);
          buffer = rest;
          const receivedAt = performance.now();
          for (const e of events) onEvent({ ...e, receivedAt });
        }
      } catch (error) {
        if (!abort.signal.aborted) console.error(`[bench] event stream ${url} broke:`, error);
      }
    })();
  })();
  return { opened, close: () => abort.abort() };
}
