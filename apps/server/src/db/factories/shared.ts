/**
 * Pieces shared by the data factories: the executor type (a database or an open transaction) and helpers.
 */
import type { MultilingualText } from '@dasturxon/contracts';
import type { Db } from '../client.ts';

/** A transaction opened with `db.transaction(...)`: factories accept it so a seed can run in one. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything the factories can insert through. */
export type Executor = Db | DbTransaction;

/** Multilingual text in the column order of the contracts ({uz, ru, eng}). */
export function ml(uz: string, ru: string, eng: string): MultilingualText {
  return { uz, ru, eng };
}

/** The single row of an `insert ... returning`; an empty answer is a bug worth failing loudly on. */
export function firstRow<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Insert of ${what} returned no row`);
  return row;
}

let sequence = 0;
/** A short token unique within this process and across processes (random part), for subs and names. */
export function uniqueToken(): string {
  sequence += 1;
  return `${sequence.toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
