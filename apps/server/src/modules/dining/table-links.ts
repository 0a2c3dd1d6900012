/**
 * Signed table links (issue 13, decision 279). A table's QR code opens the storefront with
 * `?branch=<id>&hall=<id>&table=<id>&sig=<sig>`; `sig` is HMAC-SHA256 over the merchant, branch, hall and table ids
 * under the server's TABLE_LINK_SECRET (first 16 bytes, base64url), so an edited id — another table, another
 * hall, another merchant's table — no longer matches. The registry is checked as well: a moved, switched-off or
 * deleted table is refused even with a good signature.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TableTicket } from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';

export interface TableIds {
  merchantId: string;
  branchId: number;
  hallId: number;
  tableId: number;
}

export interface TableSigner {
  sign(ids: TableIds): string;
  verify(ids: TableIds, sig: string): boolean;
}

/**
 * The signer of table links. `secret` unset: derived from OTP_SECRET when that is set, else random per start
 * (printed codes then die with a restart: production must set TABLE_LINK_SECRET; a warning says so).
 */
export function createTableSigner(opts: {
  secret: string | undefined;
  fallback: string | undefined;
  production: boolean;
  log?: FastifyBaseLogger;
}): TableSigner {
  let key: Buffer;
  if (opts.secret) key = Buffer.from(opts.secret, 'utf8');
  else if (opts.fallback) key = createHmac('sha256', opts.fallback).update('table-links').digest();
  else {
    key = randomBytes(32);
    if (opts.production)
      opts.log?.warn('TABLE_LINK_SECRET is not set: printed table QR codes stop working at restart');
  }
  const sign = (ids: TableIds) =>
    createHmac('sha256', key)
      .update(`table:v1:${ids.merchantId}:${ids.branchId}:${ids.hallId}:${ids.tableId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    sign,
    verify(ids, sig) {
      const want = Buffer.from(sign(ids));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

/** The query of a table link (the storefront's root takes it, decision 279). */
export function tableLinkQuery(ticket: TableTicket): string {
  return `branch=${ticket.branchId}&hall=${ticket.hallId}&table=${ticket.tableId}&sig=${ticket.sig}`;
}

/**
 * The absolute link of a table (decision 280): the merchant's own domain, else its sub-domain of BASE_DOMAIN.
 * Outside production, and on a console opened at localhost (a demo or a test run), the origin the console was
 * opened from with `?vendor=<sub>`, so the demo's printed codes open the demo.
 */
export function tableLink(
  ticket: TableTicket,
  where: { production: boolean; baseDomain: string; origin: string; sub: string; domainUrl: string | null },
): string {
  const query = tableLinkQuery(ticket);
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(where.origin);
  if (!where.production || local) return `${where.origin}/?vendor=${encodeURIComponent(where.sub)}&${query}`;
  const host = where.domainUrl ?? `${where.sub}.${where.baseDomain}`;
  return `https://${host}/?${query}`;
}
