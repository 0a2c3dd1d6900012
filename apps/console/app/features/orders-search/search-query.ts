/**
 * Order search and archive: the form's fields live in the page URL (?number=&phone=&from=&to=&page=), so a
 * search survives a reload and the back button, and the query the API gets is the URL's, checked by the
 * contract's schema (StaffOrderListQuerySchema) like the server checks it (decision 236).
 */
import { type StaffOrderListQuery, StaffOrderListQuerySchema } from '@dasturxon/contracts';

export const PAGE_SIZE = 20;

export interface SearchFields {
  number: string;
  phone: string;
  /** Tashkent days, YYYY-MM-DD, or '' for open ends. */
  from: string;
  to: string;
  /** Only orders handed over without their money, not brought in yet (decision 363). */
  cashDue: boolean;
  /** Zero-based. */
  page: number;
}

export const EMPTY_SEARCH: SearchFields = {
  number: '',
  phone: '',
  from: '',
  to: '',
  cashDue: false,
  page: 0,
};

export function fieldsFromParams(params: URLSearchParams): SearchFields {
  const page = Number(params.get('page') ?? 0);
  return {
    number: params.get('number') ?? '',
    phone: params.get('phone') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    cashDue: params.get('cashDue') === 'true',
    page: Number.isInteger(page) && page >= 0 ? page : 0,
  };
}

export function paramsOfFields(fields: SearchFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['number', 'phone', 'from', 'to'] as const) {
    const value = fields[key].trim();
    if (value) params.set(key, value);
  }
  if (fields.cashDue) params.set('cashDue', 'true');
  if (fields.page > 0) params.set('page', String(fields.page));
  return params;
}

export type SearchProblem = 'number' | 'phone' | 'range';

/** The API query of the fields, or the first field the contract refuses. */
export function searchQueryOf(
  fields: SearchFields,
): { query: StaffOrderListQuery; problem: null } | { query: null; problem: SearchProblem } {
  const number = fields.number.trim().replace(/^№|^#/, '');
  const phone = fields.phone.trim();
  const candidate = {
    page: fields.page,
    size: PAGE_SIZE,
    ...(number ? { number } : {}),
    ...(phone ? { phone } : {}),
    ...(fields.from ? { from: fields.from } : {}),
    ...(fields.to ? { to: fields.to } : {}),
    ...(fields.cashDue ? { cashDue: 'true' } : {}),
  };
  const parsed = StaffOrderListQuerySchema.safeParse(candidate);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { query: null, problem: field === 'number' || field === 'phone' ? field : 'range' };
  }
  if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    return { query: null, problem: 'range' };
  }
  return { query: parsed.data, problem: null };
}
