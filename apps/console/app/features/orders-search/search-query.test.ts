import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, fieldsFromParams, PAGE_SIZE, paramsOfFields, searchQueryOf } from './search-query.ts';

describe('order search fields', () => {
  it('round-trip through the page URL, leaving empty fields and page 0 out', () => {
    const fields = { number: '1042', phone: '', from: '2026-11-01', to: '', cashDue: false, page: 2 };
    const params = paramsOfFields(fields);
    expect(params.toString()).toBe('number=1042&from=2026-11-01&page=2');
    expect(fieldsFromParams(params)).toEqual(fields);
    expect(paramsOfFields(EMPTY_SEARCH).toString()).toBe('');
    expect(fieldsFromParams(new URLSearchParams('page=-3')).page).toBe(0);
  });

  it('becomes the API query the contract reads (a number typed with №, a phone typed with spaces)', () => {
    expect(searchQueryOf({ ...EMPTY_SEARCH, number: '№1042', phone: '+998 90 123 45 67', page: 1 })).toEqual({
      problem: null,
      query: { number: 1042, phone: '998901234567', page: 1, size: PAGE_SIZE },
    });
  });

  it('keeps the cash-due filter (decision 363) in the URL and the API query', () => {
    const params = paramsOfFields({ ...EMPTY_SEARCH, cashDue: true });
    expect(params.toString()).toBe('cashDue=true');
    expect(fieldsFromParams(params).cashDue).toBe(true);
    expect(searchQueryOf(fieldsFromParams(params)).query).toEqual({
      cashDue: 'true',
      page: 0,
      size: PAGE_SIZE,
    });
  });

  it('names the field the contract refuses', () => {
    expect(searchQueryOf({ ...EMPTY_SEARCH, number: 'abc' }).problem).toBe('number');
    expect(searchQueryOf({ ...EMPTY_SEARCH, phone: '12' }).problem).toBe('phone');
    expect(searchQueryOf({ ...EMPTY_SEARCH, from: '2026-11-20', to: '2026-11-01' }).problem).toBe('range');
  });
});
