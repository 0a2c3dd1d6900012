import { describe, expect, it } from 'vitest';
import { pickEncoding } from './encoding.ts';
import { ifNoneMatchHits, strongEtag } from './etag.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['deflate', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('ETags', () => {
  const tag = strongEtag('{"a":1}');

  it('are strong, quoted and content-derived', () => {
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(strongEtag('{"a":1}')).toBe(tag);
    expect(strongEtag('{"a":2}')).not.toBe(tag);
  });

  it('match If-None-Match lists, weak forms and *', () => {
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`"x", W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"x"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});
