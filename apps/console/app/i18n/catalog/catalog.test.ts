import { checkCatalogues } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { catalogueModules, messagesFor } from './index.ts';

describe('message catalogues', () => {
  checkCatalogues(catalogueModules);

  it('gives every language its own words (no module copies one language into another)', () => {
    const uz = messagesFor('uz');
    const ru = messagesFor('ru');
    // A text with words of its own (placeholders aside) that reads the same in Uzbek and Russian was not translated.
    const hasWords = (text: string) => /\p{L}{4}/u.test(text.replace(/\{\w+\}/g, ''));
    const same = (Object.keys(uz) as (keyof typeof uz)[]).filter((k) => uz[k] === ru[k] && hasWords(uz[k]));
    // Brand names (Click, Payme...) read the same in every language; anything else is a forgotten translation.
    expect(same.filter((k) => !k.startsWith('payment.'))).toEqual([]);
  });
});
