/**
 * Web settings, payment settings and credentials of the staff API (issue 12, ADMIN; decisions 270-272). Each
 * change and its audit row land in one transaction; afterwards the merchant's cached record is dropped, so the
 * storefront's next request reads the change (the settings, policies and brand calls are not cached).
 */
import {
  type ConnectionTestResult,
  CREDENTIAL_FIELDS,
  CREDENTIAL_HINTED,
  type CredentialField,
  type CredentialsInput,
  type CredentialsStatus,
  PAYMENT_TYPES,
  type PaymentSetting,
  type WebSettings,
  type WebSettingsInput,
  WebSettingsInputSchema,
} from '@dasturxon/contracts';
import {
  buttonTextContrast,
  DEFAULT_PRIMARY_COLOR,
  MIN_TEXT_CONTRAST,
  normalizeHexColor,
} from '@dasturxon/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditActor, fieldChanges, recordAudit, replacedSecrets } from '../audit/audit.ts';
import { createMerchantRepository } from '../merchants/repository.ts';
import { merchantNotFound } from '../merchants/service.ts';
import { mergeSettings } from '../merchants/settings.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import type { ProviderProbes } from './providers.ts';
import type { CredentialRow, SettingsRepository } from './repository.ts';

export interface SettingsDeps {
  db: Db;
  repo: SettingsRepository;
  probes: ProviderProbes;
  clock: () => Date;
  invalidateMerchant(merchantId: string): void;
}

function refuse(
  key: 'colorContrast' | 'credentialMissing' | 'connectionNotTestable',
  path: string,
): AppError {
  return new AppError('VALIDATION_FAILED', 400, key, { details: [{ path, message: key }] });
}

const NO_PAYMENT = {
  isActive: false,
  webEnabled: false,
  botEnabled: false,
  operatorEnabled: false,
  appEnabled: false,
  qrEnabled: false,
};

function statusOf(row: CredentialRow): CredentialsStatus {
  const fields = Object.fromEntries(
    CREDENTIAL_FIELDS.map((f) => {
      const value = row[f];
      const set = value !== null && value.trim() !== '';
      const last4 = set && CREDENTIAL_HINTED.includes(f) ? value.slice(-4) : null;
      return [f, { set, last4 }];
    }),
  ) as CredentialsStatus['fields'];
  return { smsGateway: row.smsGateway, fields };
}

export function createSettingsService(deps: SettingsDeps) {
  const { db, repo } = deps;
  const merchantsRepo = createMerchantRepository(db);

  async function web(merchantId: string): Promise<WebSettings> {
    const merchant = await merchantsRepo.findById(merchantId);
    if (!merchant) throw merchantNotFound();
    const { merchantId: _id, ...settings } = mergeSettings(merchant, await repo.storedWeb(db, merchantId));
    return settings;
  }

  async function credentialRow(merchantId: string): Promise<CredentialRow> {
    const row = await repo.credentials(db, merchantId);
    if (!row) throw merchantNotFound();
    return row;
  }

  return {
    web,

    async saveWeb(p: StaffPrincipal, raw: WebSettingsInput): Promise<WebSettings> {
      const parsed = WebSettingsInputSchema.parse(raw);
      const input = { ...parsed, mainColor: normalizeHexColor(parsed.mainColor, DEFAULT_PRIMARY_COLOR) };
      if ((buttonTextContrast(input.mainColor, input.mainColorType) ?? 0) < MIN_TEXT_CONTRAST) {
        throw refuse('colorContrast', 'mainColorType');
      }
      const before = await web(p.merchantId);
      const at = deps.clock();
      await db.transaction(async (tx) => {
        await repo.saveWeb(
          tx,
          p.merchantId,
          input,
          {
            color: input.mainColor,
            logo: input.logo,
            theme: input.isDark ? 'DARK' : 'LIGHT',
            mapProvider: input.mapType,
          },
          at,
        );
        const keys = Object.keys(input) as Array<keyof WebSettings>;
        await recordAudit(tx, auditActor(p), {
          entity: 'settings',
          entityId: 'web',
          action: 'update',
          changes: fieldChanges(before, input as WebSettings, keys),
        });
      });
      deps.invalidateMerchant(p.merchantId);
      return web(p.merchantId);
    },

    /** Every payment type, in the order of PAYMENT_TYPES; a type without a row is off everywhere. */
    async payments(merchantId: string): Promise<PaymentSetting[]> {
      const rows = await repo.payments(db, merchantId);
      return PAYMENT_TYPES.map((type) => rows.find((r) => r.type === type) ?? { type, ...NO_PAYMENT });
    },

    async savePayments(p: StaffPrincipal, list: PaymentSetting[]): Promise<PaymentSetting[]> {
      await db.transaction(async (tx) => {
        const before = await repo.payments(tx, p.merchantId);
        const changes: Record<string, unknown> = {};
        for (const s of list) {
          const old = before.find((r) => r.type === s.type) ?? { type: s.type, ...NO_PAYMENT };
          const diff = fieldChanges(old, s, [
            'isActive',
            'webEnabled',
            'botEnabled',
            'operatorEnabled',
            'appEnabled',
            'qrEnabled',
          ]);
          if (Object.keys(diff).length === 0) continue;
          await repo.savePayment(tx, p.merchantId, s);
          changes[s.type] = diff;
        }
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, auditActor(p), {
            entity: 'payment_settings',
            action: 'update',
            changes,
          });
        }
      });
      deps.invalidateMerchant(p.merchantId);
      return this.payments(p.merchantId);
    },

    async credentials(merchantId: string): Promise<CredentialsStatus> {
      return statusOf(await credentialRow(merchantId));
    },

    /** Write-only (decision 271): given fields replace the stored ones, null clears; the log never has a value. */
    async saveCredentials(p: StaffPrincipal, input: CredentialsInput): Promise<CredentialsStatus> {
      const values: Partial<CredentialRow> = {};
      const replaced: CredentialField[] = [];
      const cleared: CredentialField[] = [];
      for (const f of CREDENTIAL_FIELDS) {
        const v = input[f];
        if (v === undefined) continue;
        values[f] = v;
        (v === null ? cleared : replaced).push(f);
      }
      await db.transaction(async (tx) => {
        const before = await repo.credentials(tx, p.merchantId);
        if (!before) throw merchantNotFound();
        const changes: Record<string, unknown> = {
          ...replacedSecrets(replaced),
          ...Object.fromEntries(cleared.map((f) => [f, 'cleared'])),
        };
        if (input.smsGateway !== undefined) {
          values.smsGateway = input.smsGateway;
          Object.assign(
            changes,
            fieldChanges({ smsGateway: before.smsGateway }, { smsGateway: input.smsGateway }, ['smsGateway']),
          );
        }
        if (Object.keys(values).length === 0) return;
        await repo.saveCredentials(tx, p.merchantId, values, deps.clock());
        await recordAudit(tx, auditActor(p), { entity: 'credential', action: 'update', changes });
      });
      // The map key is part of the cached merchant record.
      deps.invalidateMerchant(p.merchantId);
      return this.credentials(p.merchantId);
    },

    async testConnection(merchantId: string, provider: 'SMS' | 'TELEGRAM'): Promise<ConnectionTestResult> {
      const row = await credentialRow(merchantId);
      if (provider === 'TELEGRAM') {
        if (!row.telegramBotToken) throw refuse('credentialMissing', 'telegramBotToken');
        return deps.probes.telegramGetMe(row.telegramBotToken);
      }
      if (!row.smsGateway || !row.smsUsername || !row.smsPassword) {
        throw refuse('credentialMissing', 'smsPassword');
      }
      if (row.smsGateway !== 'ESKIZ') throw refuse('connectionNotTestable', 'smsGateway');
      return deps.probes.eskiz(row.smsUsername, row.smsPassword);
    },

    /** Points the merchant's bot at this server's webhook route (webbot, decision 060). */
    async setWebhook(merchantId: string, origin: string): Promise<ConnectionTestResult & { url: string }> {
      const row = await credentialRow(merchantId);
      if (!row.telegramBotToken) throw refuse('credentialMissing', 'telegramBotToken');
      const url = `${origin.replace(/\/+$/, '')}/api/webbot/v1/telegram/webhook/${merchantId}`;
      return { ...(await deps.probes.telegramSetWebhook(row.telegramBotToken, url)), url };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
