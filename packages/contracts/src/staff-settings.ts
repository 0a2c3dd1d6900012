/**
 * The storefront's settings on the staff API (issue 12, ADMIN; decisions 270-274): web settings and theme,
 * payment settings per channel, provider credentials (write-only), policy texts, vacancies and brand tabs.
 * The console's forms validate with these same schemas.
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdSchema } from './common.ts';
import { ContactSchema, MerchantSettingsSchema, PolicyTypeSchema, SMS_GATEWAYS } from './merchant.ts';
import { PaymentTypeSchema } from './order-kinds.ts';

/** `#RRGGBB` (or `#RGB`): colours go into CSS of server-rendered pages, so nothing else is accepted. */
export const HexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);

export const SETTINGS_LIMITS = {
  /** Title, copyright texts, contact titles: one line each. */
  line: 200,
  link: 500,
  smsContent: 500,
  /** A policy text or a vacancy description, per language. */
  longText: 20_000,
  contacts: 20,
  metricsKeys: 20,
} as const;

const line = z.string().trim().max(SETTINGS_LIMITS.line);
const mlLine = z.object({ uz: line, ru: line, eng: line });
const link = z.string().trim().max(SETTINGS_LIMITS.link).nullable();
const shortId = z.string().trim().max(100).nullable();
const longText = z.string().max(SETTINGS_LIMITS.longText);
const mlLong = z.object({ uz: longText, ru: longText, eng: longText });

/**
 * Web settings as an admin saves them: every field of MerchantSettings but the merchant id, nothing else
 * (strict: an unknown flag is refused, not dropped), each text bounded. At least one language is active and
 * the main language is one of them.
 */
export const WebSettingsInputSchema = MerchantSettingsSchema.omit({ merchantId: true })
  .extend({
    mainColor: HexColorSchema,
    logo: link,
    brand: shortId,
    favicon: link,
    domain: link,
    iosAppLink: link,
    androidAppLink: link,
    telegramBotLink: link,
    contactsPhone: shortId,
    telegram: link,
    instagram: link,
    facebook: link,
    smsContent: z.string().max(SETTINGS_LIMITS.smsContent).nullable(),
    title: mlLine,
    leftCopyWrite: mlLine,
    rightCopyWrite: mlLine,
    amoCRMId: shortId,
    yandexMetricsId: shortId,
    yandexMetricsKeys: z.array(z.string().trim().min(1).max(100)).max(SETTINGS_LIMITS.metricsKeys),
    allowedExternalHosts: z.array(z.string().trim().min(1).max(253)).max(SETTINGS_LIMITS.contacts),
    contacts: z
      .array(
        ContactSchema.extend({
          value: z.string().trim().min(1).max(SETTINGS_LIMITS.link),
          title: mlLine.nullable(),
        }).strict(),
      )
      .max(SETTINGS_LIMITS.contacts),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (!s.uzLangActive && !s.ruLangActive && !s.engLangActive) {
      ctx.addIssue({ code: 'custom', path: ['uzLangActive'], message: 'noLanguage' });
    }
    const active = { uz: s.uzLangActive, ru: s.ruLangActive, eng: s.engLangActive };
    if (s.mainLanguage && !active[s.mainLanguage]) {
      ctx.addIssue({ code: 'custom', path: ['mainLanguage'], message: 'mainLanguageInactive' });
    }
  });
export type WebSettingsInput = z.input<typeof WebSettingsInputSchema>;

/** Web settings as the console reads them: what the storefront is served, without the merchant id. */
export const WebSettingsSchema = MerchantSettingsSchema.omit({ merchantId: true });
export type WebSettings = z.infer<typeof WebSettingsSchema>;

/** One payment type's switches per channel (spec §3 per-merchant payment setting). */
export const PaymentSettingSchema = z
  .object({
    type: PaymentTypeSchema,
    isActive: z.boolean(),
    webEnabled: z.boolean(),
    botEnabled: z.boolean(),
    operatorEnabled: z.boolean(),
    appEnabled: z.boolean(),
    qrEnabled: z.boolean(),
  })
  .strict();
export type PaymentSetting = z.infer<typeof PaymentSettingSchema>;

export const PaymentSettingsInputSchema = z
  .object({
    settings: z
      .array(PaymentSettingSchema)
      .max(20)
      .refine((list) => new Set(list.map((s) => s.type)).size === list.length, { message: 'duplicate' }),
  })
  .strict();

/** Every credential field, each written and replaced but never read back (decision 271). */
export const CREDENTIAL_FIELDS = [
  'paymeMerchantId',
  'paymeKey',
  'clickServiceId',
  'clickMerchantId',
  'clickSecretKey',
  'uzumServiceId',
  'uzumLogin',
  'uzumPassword',
  'smsUsername',
  'smsPassword',
  'telegramBotToken',
  'yandexMapKey',
] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** Ids that are not secrets on their own: their last 4 characters are shown so an admin can tell which is set. */
export const CREDENTIAL_HINTED: readonly CredentialField[] = [
  'paymeMerchantId',
  'clickServiceId',
  'clickMerchantId',
  'uzumServiceId',
];

const credentialValue = z.string().trim().min(1).max(500).nullable().optional();

/**
 * A change of credentials: only the fields given change; a value replaces the stored one, null clears it.
 * `smsGateway` is not a secret (which provider) and is read back in full.
 */
export const CredentialsInputSchema = z
  .object({
    smsGateway: z.enum(SMS_GATEWAYS).nullable().optional(),
    ...Object.fromEntries(CREDENTIAL_FIELDS.map((f) => [f, credentialValue])),
  })
  .strict() as z.ZodType<
  { smsGateway?: (typeof SMS_GATEWAYS)[number] | null } & Partial<Record<CredentialField, string | null>>
>;
export type CredentialsInput = z.infer<typeof CredentialsInputSchema>;

export const CredentialStatusSchema = z.object({
  set: z.boolean(),
  /** Last 4 characters of a non-secret id (CREDENTIAL_HINTED), else null. */
  last4: z.string().nullable(),
});
export const CredentialsStatusSchema = z.object({
  smsGateway: z.enum(SMS_GATEWAYS).nullable(),
  fields: z.object(
    Object.fromEntries(CREDENTIAL_FIELDS.map((f) => [f, CredentialStatusSchema])) as Record<
      CredentialField,
      typeof CredentialStatusSchema
    >,
  ),
});
export type CredentialsStatus = z.infer<typeof CredentialsStatusSchema>;

/** Providers whose credentials can be checked without side effects (decision 272). */
export const TESTABLE_PROVIDERS = ['SMS', 'TELEGRAM'] as const;
export const ConnectionTestInputSchema = z.object({ provider: z.enum(TESTABLE_PROVIDERS) }).strict();
export const ConnectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** What the provider said (a bot's @username, a refusal's text); never a credential. */
  detail: z.string().nullable(),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;

export const SetWebhookInputSchema = z
  .object({
    /** The public https origin Telegram calls, e.g. https://navruz.uz; default: the origin of this request. */
    origin: z
      .url({ protocol: /^https?$/ })
      .max(200)
      .optional(),
  })
  .strict();
export const SetWebhookResultSchema = ConnectionTestResultSchema.extend({ url: z.string() });

export const PolicyAdminSchema = z.object({
  type: PolicyTypeSchema,
  text: MultilingualTextSchema,
  lastModifiedDate: z.string().nullable(),
});
export type PolicyAdmin = z.infer<typeof PolicyAdminSchema>;
export const PolicyInputSchema = z.object({ text: mlLong }).strict();
export const PolicyTypeParamSchema = z.object({ type: PolicyTypeSchema });

const mlTitle = z.object({
  uz: line.min(1),
  ru: line.min(1),
  eng: line.min(1),
});
export const VacancyInputSchema = z
  .object({
    title: mlTitle,
    description: mlLong,
    requirements: mlLong,
    salary: z.string().trim().max(100).nullable(),
    contactPhone: z.string().trim().max(30).nullable(),
    branchId: RowIdSchema.nullable(),
    isActive: z.boolean(),
  })
  .strict();
export type VacancyInput = z.infer<typeof VacancyInputSchema>;
export const VacancyAdminSchema = VacancyInputSchema.extend({
  id: z.number().int(),
  createdDate: z.string(),
});
export type VacancyAdmin = z.infer<typeof VacancyAdminSchema>;

/** A brand tab of the merchant's company as its admin edits it (its look; the storefront it opens is fixed). */
export const BrandTabInputSchema = z
  .object({
    name: mlTitle,
    color: HexColorSchema,
    image: link,
    priority: z.number().int().min(0).max(10_000),
  })
  .strict();
export const BrandTabAdminSchema = BrandTabInputSchema.extend({
  id: z.number().int(),
  merchantId: z.uuid(),
  sub: z.string(),
  domainUrl: z.string().nullable(),
});
export type BrandTabAdmin = z.infer<typeof BrandTabAdminSchema>;
