import { checkCatalogues } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { catalogueModules, messagesFor } from './index.ts';

describe('message catalogues', () => {
  checkCatalogues(catalogueModules);

  it('gives the 404 text of spec §2 in English', () => {
    expect(messagesFor('eng')['common.pageNotFound']).toBe('Page not found: {path}');
  });
});
