import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date.ts';
import { splitTextBlocks } from './text-blocks.ts';

describe('splitTextBlocks', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitTextBlocks('First line\nsame paragraph.\r\n\r\n\n  Second one.  ')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'same paragraph.'] },
      { kind: 'paragraph', lines: ['Second one.'] },
    ]);
  });

  it('recognises bullet and numbered lists', () => {
    expect(splitTextBlocks('- fresh bread\n• hot plov\n* tea')).toEqual([
      { kind: 'list', ordered: false, items: ['fresh bread', 'hot plov', 'tea'] },
    ]);
    expect(splitTextBlocks('1. Order\n2) Pay')).toEqual([
      { kind: 'list', ordered: true, items: ['Order', 'Pay'] },
    ]);
  });

  it('treats a short unpunctuated line followed by more text as a heading', () => {
    expect(splitTextBlocks('1. General terms\n\nThe seller sells.')).toEqual([
      { kind: 'heading', text: '1. General terms' },
      { kind: 'paragraph', lines: ['The seller sells.'] },
    ]);
    // The last block is never a heading: a heading introduces something.
    expect(splitTextBlocks('Thank you')).toEqual([{ kind: 'paragraph', lines: ['Thank you'] }]);
  });

  it('keeps markup as text (rendered escaped by React)', () => {
    expect(splitTextBlocks('<script>alert(1)</script>.')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>.'] },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitTextBlocks(' \n\n \n')).toEqual([]);
  });
});

describe('formatLongDate', () => {
  it('writes the date in each language, in Tashkent time', () => {
    // 21:00 UTC on 11 March is 02:00 on 12 March in Tashkent.
    const iso = '2025-03-11T21:00:00.000Z';
    expect(formatLongDate(iso, 'eng')).toBe('12 March 2025');
    expect(formatLongDate(iso, 'ru')).toBe('12 марта 2025');
    expect(formatLongDate(iso, 'uz')).toBe('2025-yil 12-mart');
    expect(formatLongDate('not a date', 'eng')).toBeNull();
  });
});
