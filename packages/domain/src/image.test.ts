import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrl, PLACEHOLDER_IMAGE } from './image.ts';

const CDN = 'https://cdn.dasturxon.uz';

describe('imageUrl', () => {
  it('serves a relative path from our own origin when there is no CDN', () => {
    expect(imageUrl('images/menu/plov.svg', { cdnBase: '' })).toBe('/images/menu/plov.svg');
  });

  it('prefixes a relative path with the CDN base', () => {
    expect(imageUrl('images/menu/plov.svg', { cdnBase: CDN })).toBe(`${CDN}/images/menu/plov.svg`);
  });

  it('never doubles the slash between base and path', () => {
    expect(imageUrl('/images/a.png', { cdnBase: `${CDN}/` })).toBe(`${CDN}/images/a.png`);
    expect(imageUrl('images/a.png', { cdnBase: `${CDN}//` })).toBe(`${CDN}/images/a.png`);
    expect(imageUrl('/images/a.png', { cdnBase: '' })).toBe('/images/a.png');
  });

  it('keeps a CDN base that has a path of its own', () => {
    expect(imageUrl('images/a.png', { cdnBase: `${CDN}/static/` })).toBe(`${CDN}/static/images/a.png`);
  });

  it.each([null, undefined, '', '   ', '/'])('shows the placeholder for a missing image (%j)', (path) => {
    expect(imageUrl(path, { cdnBase: '' })).toBe(`/${PLACEHOLDER_IMAGE}`);
    expect(imageUrl(path, { cdnBase: CDN })).toBe(`${CDN}/${PLACEHOLDER_IMAGE}`);
  });

  it('never sends the placeholder through the resize proxy', () => {
    expect(imageUrl(null, { cdnBase: CDN, variant: 'thumb' })).toBe(`${CDN}/${PLACEHOLDER_IMAGE}`);
  });

  it('keeps a full URL as it is, in every variant', () => {
    const url = 'https://images.example.com/p/1.jpg';
    expect(imageUrl(url, { cdnBase: CDN })).toBe(url);
    expect(imageUrl(url, { cdnBase: CDN, variant: 'thumb' })).toBe(url);
    expect(imageUrl('HTTP://example.com/a.png', { cdnBase: '' })).toBe('HTTP://example.com/a.png');
    expect(imageUrl('//example.com/a.png', { cdnBase: CDN })).toBe('//example.com/a.png');
  });

  it('asks the resize proxy for a 480x480 webp at quality 100 for thumbnails', () => {
    expect(imageUrl('images/menu/plov.svg', { cdnBase: CDN, variant: 'thumb' })).toBe(
      `${CDN}/resize/480x480/100/webp/images/menu/plov.svg`,
    );
  });

  it('serves the original for thumbnails when there is no CDN (no proxy to resize)', () => {
    expect(imageUrl('images/menu/plov.svg', { cdnBase: '', variant: 'thumb' })).toBe('/images/menu/plov.svg');
  });

  it("serves a console upload's stored 480 size for thumbnails without a CDN, the original otherwise", () => {
    const path = 'images/uploads/6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab/0123456789abcdef0123456789abcdef.webp';
    expect(imageUrl(path, { cdnBase: '', variant: 'thumb' })).toBe(`/${path.replace('.webp', '-480.webp')}`);
    expect(imageUrl(path, { cdnBase: '' })).toBe(`/${path}`);
    expect(imageUrl(path, { cdnBase: CDN, variant: 'thumb' })).toBe(`${CDN}/resize/480x480/100/webp/${path}`);
  });

  it('treats the original variant like no variant', () => {
    expect(imageUrl('images/a.png', { cdnBase: CDN, variant: 'original' })).toBe(`${CDN}/images/a.png`);
  });

  it('always yields a URL whose path has no empty segment', () => {
    const segment = fc.stringMatching(/^[a-z0-9._-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        // One leading slash at most: two would make a protocol-relative URL, kept as is.
        fc.nat(1),
        fc.constantFrom('', CDN, `${CDN}/`),
        fc.constantFrom('original', 'thumb') as fc.Arbitrary<'original' | 'thumb'>,
        (segments, leading, cdnBase, variant) => {
          const url = imageUrl('/'.repeat(leading) + segments.join('/'), { cdnBase, variant });
          expect(url.replace(/^https:\/\//, '')).not.toContain('//');
          expect(url.endsWith(segments.join('/'))).toBe(true);
        },
      ),
    );
  });
});
