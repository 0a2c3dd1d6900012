/**
 * Which gateway sends a merchant's SMS: the merchant's own provider and credentials (merchants.smsGateway,
 * smsUsername, smsPassword), or the log gateway when the merchant has none or SMS_MODE=log.
 * Credentials are read from the database here only, never with the merchant's public record (decision 012).
 * Gateways are kept per merchant and credentials, so Eskiz's token survives between sends.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { merchants } from '../db/schema/index.ts';
import { createEskizGateway } from './eskiz.ts';
import { createLogGateway, type SmsGateway, type SmsLogger } from './gateway.ts';
import { createPlayMobileGateway } from './playmobile.ts';

export interface SmsGatewaysOptions {
  db: Db;
  logger: SmsLogger;
  mode: 'merchant' | 'log';
  eskizBaseUrl: string;
  playMobileBaseUrl: string;
  fetch?: typeof fetch;
}

export interface SmsGateways {
  /** The gateway of a merchant, and whether it is the log gateway (the testing route only knows those codes). */
  forMerchant(merchantId: string): Promise<{ gateway: SmsGateway; isLog: boolean }>;
}

export function createSmsGateways(opts: SmsGatewaysOptions): SmsGateways {
  const log = createLogGateway(opts.logger);
  const cache = new Map<string, SmsGateway>();
  const extra = opts.fetch ? { fetch: opts.fetch } : {};

  return {
    async forMerchant(merchantId) {
      if (opts.mode === 'log') return { gateway: log, isLog: true };
      const [row] = await opts.db
        .select({
          gateway: merchants.smsGateway,
          username: merchants.smsUsername,
          password: merchants.smsPassword,
        })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      if (!row?.gateway || !row.username || !row.password) return { gateway: log, isLog: true };
      const key = `${merchantId}\n${row.gateway}\n${row.username}\n${row.password}`;
      let gateway = cache.get(key);
      if (!gateway) {
        gateway =
          row.gateway === 'ESKIZ'
            ? createEskizGateway({
                baseUrl: opts.eskizBaseUrl,
                email: row.username,
                password: row.password,
                ...extra,
              })
            : createPlayMobileGateway({
                baseUrl: opts.playMobileBaseUrl,
                username: row.username,
                password: row.password,
                ...extra,
              });
        // Changed credentials leave an old entry behind; merchants change them rarely, so no eviction.
        cache.set(key, gateway);
      }
      return { gateway, isLog: false };
    },
  };
}
