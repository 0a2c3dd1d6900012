/**
 * Test helper: initData signed for a bot token exactly as Telegram signs it, so tests (API and e2e) can act as
 * a real mini-app without Telegram. Not used by the server itself.
 */
import { initDataHash } from './init-data.ts';

export interface InitDataFields {
  /** Serialised to JSON as Telegram does. */
  user?: Record<string, unknown> | string;
  /** Seconds since the epoch; default now. */
  auth_date?: number;
  query_id?: string;
  [key: string]: unknown;
}

/** A query string with every field (objects as JSON) and its `hash`, as window.Telegram.WebApp.initData. */
export function signInitData(fields: InitDataFields, botToken: string): string {
  const params = new URLSearchParams();
  const withDate = { auth_date: Math.floor(Date.now() / 1000), ...fields };
  for (const [key, value] of Object.entries(withDate)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  params.set('hash', initDataHash(params, botToken));
  return params.toString();
}
