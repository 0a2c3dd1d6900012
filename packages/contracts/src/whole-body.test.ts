import { describe, expect, it } from 'vitest';
import { takeWholeBody, wholeBodyResponse } from './whole-body.ts';

const page = new TextEncoder().encode('<!DOCTYPE html><html lang="uz"><body>Navro‘z «osh»</body></html>');
const init = {
  status: 200,
  headers: { 'content-type': 'text/html', 'content-length': String(page.byteLength) },
};

describe('a whole body handed beside its Response', () => {
  it('is the same bytes, not a copy, and the body stream is let go', async () => {
    const response = wholeBodyResponse(page, init);
    const taken = takeWholeBody(response);
    expect(taken).toBe(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(page.byteLength));
    // Taken once: the stream is cancelled, so nobody reads the page a second time.
    expect(response.bodyUsed).toBe(true);
    expect(takeWholeBody(response)).toBeNull();
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('reads as the same bytes when something wraps the Response on its way', async () => {
    const original = wholeBodyResponse(page, init);
    const wrapped = new Response(original.body, { status: 201, headers: original.headers });
    expect(takeWholeBody(wrapped)).toBeNull();
    expect(new Uint8Array(await wrapped.arrayBuffer())).toEqual(page);
  });

  it('is read through its stream once someone has begun to read it', async () => {
    const response = wholeBodyResponse(page, init);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(page);
    expect(takeWholeBody(response)).toBeNull();
  });

  it('is nothing for any other Response', () => {
    expect(takeWholeBody(new Response(page, init))).toBeNull();
    expect(takeWholeBody(new Response(null, { status: 304 }))).toBeNull();
  });
});
