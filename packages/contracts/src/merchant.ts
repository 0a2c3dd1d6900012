import { z } from 'zod';
import { MultilingualTextSchema } from './common.ts';

export const THEMES = ['DARK', 'LIGHT'] as const;
export const MAP_PROVIDERS = ['YANDEX', 'LEAFLET', 'LAMENU_YANDEX'] as const;
export const MapProviderSchema = z.enum(MAP_PROVIDERS);
export const SMS_GATEWAYS = ['PLAY_MOBILE', 'ESKIZ'] as const;
export const BASKET_POSITIONS = ['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT'] as const;
export const MODIFICATION_VIEW_TYPES = ['NAME_ONLY', 'FULL_IMAGE'] as const;
export const POLICY_TYPES = ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] as const;
export const PolicyTypeSchema = z.enum(POLICY_TYPES);
export type PolicyType = z.infer<typeof PolicyTypeSchema>;

/**
 * The merchant as served publicly (GET /users/v1/merchants/sub/{sub}).
 * Secrets (sms credentials, POS logins, provider keys) are stored but never listed here: the response schema
 * strips every field it does not name. `yandexMapKey` is a browser key by nature (the map script needs it).
 */
export const MerchantPublicSchema = z.object({
  id: z.uuid(),
  name: MultilingualTextSchema,
  logo: z.string().nullable(),
  color: z.string(),
  sub: z.string(),
  theme: z.enum(THEMES),
  mapProvider: MapProviderSchema,
  yandexMapKey: z.string().nullable(),
  isActive: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  mainCityId: z.number().int().nullable(),
  domainUrl: z.string().nullable(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type MerchantPublic = z.infer<typeof MerchantPublicSchema>;

export const ContactSchema = z.object({
  type: z.enum(['PHONE', 'TELEGRAM', 'INSTAGRAM', 'FACEBOOK', 'EMAIL', 'OTHER']),
  value: z.string(),
  title: MultilingualTextSchema.nullable(),
});

/** Merchant web settings (spec §3, every flag). Also the shape of the click-app settings call. */
export const MerchantSettingsSchema = z.object({
  merchantId: z.uuid(),
  bannersActive: z.boolean(),
  logo: z.string().nullable(),
  brand: z.string().nullable(),
  favicon: z.string().nullable(),
  domain: z.string().nullable(),
  mainColor: z.string(),
  mainColorType: z.enum(['dark', 'light']),
  mainLanguage: z.enum(['uz', 'ru', 'eng']).nullable(),
  uzLangActive: z.boolean(),
  ruLangActive: z.boolean(),
  engLangActive: z.boolean(),
  deliveryActive: z.boolean(),
  pickupActive: z.boolean(),
  dineInActive: z.boolean(),
  branchesActive: z.boolean(),
  storiesActive: z.boolean(),
  vacanciesActive: z.boolean(),
  privacyActive: z.boolean(),
  aboutMerchantActive: z.boolean(),
  iosAppLink: z.string().nullable(),
  iosAppLinkActive: z.boolean(),
  androidAppLink: z.string().nullable(),
  androidAppLinkActive: z.boolean(),
  telegramBotLink: z.string().nullable(),
  telegramBotLinkActive: z.boolean(),
  contactsPhone: z.string().nullable(),
  contactsPhoneActive: z.boolean(),
  telegram: z.string().nullable(),
  telegramActive: z.boolean(),
  instagram: z.string().nullable(),
  instagramActive: z.boolean(),
  facebook: z.string().nullable(),
  facebookActive: z.boolean(),
  isDark: z.boolean(),
  notificationsActive: z.boolean(),
  termsOfUseActive: z.boolean(),
  balanceActive: z.boolean(),
  cartInMainActive: z.boolean(),
  mapType: MapProviderSchema,
  bookingActive: z.boolean(),
  cashActive: z.boolean(),
  terminalActive: z.boolean(),
  paymeActive: z.boolean(),
  clickActive: z.boolean(),
  uzumActive: z.boolean(),
  cardActive: z.boolean(),
  smsContent: z.string().nullable(),
  receiverActive: z.boolean(),
  groupView: z.enum(['GROUP', 'WITHOUT_GROUP']),
  categoryView: z.enum(['ALL', 'ONE_CATEGORY', 'GROUP_CATEGORY']),
  title: MultilingualTextSchema,
  leftCopyWrite: MultilingualTextSchema,
  rightCopyWrite: MultilingualTextSchema,
  cartPageActive: z.boolean(),
  chatActive: z.boolean(),
  amoCRMId: z.string().nullable(),
  amoCRMActive: z.boolean(),
  yandexMetricsEnabled: z.boolean(),
  yandexMetricsId: z.string().nullable(),
  yandexMetricsKeys: z.array(z.string()),
  cashbackActive: z.boolean(),
  promoActive: z.boolean(),
  favouriteActive: z.boolean(),
  cancelOrderActive: z.boolean(),
  basketPosition: z.enum(BASKET_POSITIONS),
  isVisibleAtProfileTop: z.boolean(),
  isNavigationViewEnabled: z.boolean(),
  multiTabNavigationEnabled: z.boolean(),
  modificationViewType: z.enum(MODIFICATION_VIEW_TYPES),
  /** Hosts (exact or suffix, e.g. "t.me") the storefront may navigate to (spec §5). */
  allowedExternalHosts: z.array(z.string()),
  contacts: z.array(ContactSchema),
});
export type MerchantSettings = z.infer<typeof MerchantSettingsSchema>;

/**
 * Brand tab (spec §3). A brand is a storefront of its own (its own merchant record, menu and sessions);
 * the brand catalog of a merchant lists the brands of the same company. `merchantId` is the merchant the tab
 * opens, `sub` its sub-domain. See docs/decisions/003-brands-are-merchants.md.
 */
export const BrandSchema = z.object({
  id: z.number().int(),
  merchantId: z.uuid(),
  sub: z.string(),
  name: MultilingualTextSchema,
  domainUrl: z.string().nullable(),
  color: z.string(),
  image: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const PolicySchema = z.object({
  type: PolicyTypeSchema,
  text: MultilingualTextSchema,
  lastModifiedDate: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;
export const PolicyQuerySchema = z.object({ policies: PolicyTypeSchema });

export const CitySchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  description: MultilingualTextSchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  isMain: z.boolean(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type City = z.infer<typeof CitySchema>;

export const VacancySchema = z.object({
  id: z.number().int(),
  title: MultilingualTextSchema,
  description: MultilingualTextSchema,
  requirements: MultilingualTextSchema,
  salary: z.string().nullable(),
  branchId: z.number().int().nullable(),
  contactPhone: z.string().nullable(),
  createdDate: z.string(),
});
export type Vacancy = z.infer<typeof VacancySchema>;
