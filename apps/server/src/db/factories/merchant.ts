/**
 * Factories for the merchant side: merchant (+ web settings), cities, branches, brands, policies, vacancies.
 * Each inserts one row with realistic defaults, takes overrides and returns the inserted row.
 */
import {
  type MerchantSettings,
  type MultilingualText,
  type PolicyType,
  WEEKDAYS,
  type Weekday,
  type WorkHour,
} from '@dasturxon/contracts';
import { fallbackMerchantSettings } from '@dasturxon/domain';
import {
  type BranchSettingsColumn,
  branches,
  brands,
  cities,
  merchantCities,
  merchantSettings,
  merchants,
  policies,
  vacancies,
} from '../schema/index.ts';
import { type Executor, firstRow, ml, uniqueToken } from './shared.ts';

export type MerchantRow = typeof merchants.$inferSelect;
export type MerchantInsert = typeof merchants.$inferInsert;
export type CityRow = typeof cities.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;

/** Every flag of spec §3 with the values a freshly onboarded merchant would have. */
export function defaultMerchantSettings(merchantId: string): MerchantSettings {
  // Spec §8's fallback (every flag off) with what an onboarded merchant has on: same keys, in the same order.
  return {
    ...fallbackMerchantSettings(merchantId),
    mainLanguage: 'uz',
    ruLangActive: true,
    engLangActive: true,
    deliveryActive: true,
    pickupActive: true,
    branchesActive: true,
    vacanciesActive: true,
    privacyActive: true,
    aboutMerchantActive: true,
    contactsPhone: '+998 71 200 00 00',
    contactsPhoneActive: true,
    termsOfUseActive: true,
    cartInMainActive: true,
    cashActive: true,
    terminalActive: true,
    receiverActive: true,
    title: ml('Onlayn buyurtma', 'Онлайн-заказ', 'Order online'),
    leftCopyWrite: ml('© Barcha huquqlar himoyalangan', '© Все права защищены', '© All rights reserved'),
    rightCopyWrite: ml('Dasturxon platformasida', 'На платформе Dasturxon', 'Powered by Dasturxon'),
    cartPageActive: true,
    promoActive: true,
    favouriteActive: true,
    cancelOrderActive: true,
    isNavigationViewEnabled: true,
    allowedExternalHosts: ['t.me'],
  };
}

/** Store the full settings object of a merchant: defaults, then `partial` on top. */
export async function createMerchantSettings(
  db: Executor,
  merchantId: string,
  partial: Partial<MerchantSettings> = {},
): Promise<MerchantSettings> {
  const settings: MerchantSettings = { ...defaultMerchantSettings(merchantId), ...partial, merchantId };
  await db.insert(merchantSettings).values({ merchantId, settings });
  return settings;
}

export type CreateMerchantOptions = Partial<MerchantInsert> & { settings?: Partial<MerchantSettings> };

/**
 * A merchant with a unique sub and its settings row. Secret columns get obviously fake values so tests that
 * prove "no secret is served" have something to look for. Settings follow the merchant's colour, theme and
 * map provider unless `settings` says otherwise.
 */
export async function createMerchant(
  db: Executor,
  overrides: CreateMerchantOptions = {},
): Promise<MerchantRow> {
  const { settings: settingsOverrides, ...merchantOverrides } = overrides;
  const token = uniqueToken();
  const values: MerchantInsert = {
    name: ml(`Oshxona ${token}`, `Ошхона ${token}`, `Oshxona ${token}`),
    sub: `merchant-${token}`,
    logo: null,
    color: '#FCE000',
    theme: 'LIGHT',
    mapProvider: 'LEAFLET',
    yandexDeliveryKey: 'demo-yandex-delivery-key-NOT-A-SECRET',
    iikoApiLogin: 'demo-iiko-login-NOT-A-SECRET',
    iikoOrganizationId: 'demo-iiko-org-NOT-A-SECRET',
    yandexMapKey: null,
    appId: 'demo-app-id',
    smsGateway: 'ESKIZ',
    smsUsername: 'demo-sms-user-NOT-A-SECRET',
    smsPassword: 'demo-sms-password-NOT-A-SECRET',
    telegramBotToken: '000000000:demo-telegram-bot-token-NOT-A-SECRET',
    paymeMerchantId: 'demo-payme-merchant-NOT-A-SECRET',
    paymeKey: 'demo-payme-key-NOT-A-SECRET',
    clickServiceId: 'demo-click-service-NOT-A-SECRET',
    clickMerchantId: 'demo-click-merchant-NOT-A-SECRET',
    clickSecretKey: 'demo-click-secret-key-NOT-A-SECRET',
    uzumServiceId: 'demo-uzum-service-NOT-A-SECRET',
    uzumLogin: 'demo-uzum-login-NOT-A-SECRET',
    uzumPassword: 'demo-uzum-password-NOT-A-SECRET',
    latitude: 41.311081,
    longitude: 69.240562,
    ...merchantOverrides,
  };
  const merchant = firstRow(await db.insert(merchants).values(values).returning(), 'merchant');
  await createMerchantSettings(db, merchant.id, {
    logo: merchant.logo,
    mainColor: merchant.color,
    mainColorType: merchant.theme === 'DARK' ? 'dark' : 'light',
    isDark: merchant.theme === 'DARK',
    mapType: merchant.mapProvider,
    domain: merchant.domainUrl,
    ...settingsOverrides,
  });
  return merchant;
}

export async function createCity(
  db: Executor,
  overrides: Partial<typeof cities.$inferInsert> = {},
): Promise<CityRow> {
  const values: typeof cities.$inferInsert = {
    name: ml('Toshkent', 'Ташкент', 'Tashkent'),
    description: ml('Poytaxt', 'Столица', 'The capital'),
    latitude: 41.311081,
    longitude: 69.240562,
    ...overrides,
  };
  return firstRow(await db.insert(cities).values(values).returning(), 'city');
}

export async function linkMerchantCity(
  db: Executor,
  link: { merchantId: string; cityId: number; isMain?: boolean },
): Promise<typeof merchantCities.$inferSelect> {
  const values = { isMain: false, ...link };
  return firstRow(await db.insert(merchantCities).values(values).returning(), 'merchant city');
}

/** Weekly hours, Monday to Sunday, in Asia/Tashkent time; `daysOff` are closed the whole day. */
export function weeklyHours(open = '10:00', close = '23:00', daysOff: Weekday[] = []): WorkHour[] {
  return WEEKDAYS.map((day) => ({ day, open, close, isDayOff: daysOff.includes(day) }));
}

export function defaultBranchSettings(): BranchSettingsColumn {
  return {
    bookingEnabled: true,
    deliveryEnabled: true,
    dineInEnabled: true,
    expressEnabled: true,
    kitchenEnabled: true,
    payOfficeEnabled: true,
    pickUpEnabled: true,
    storageEnabled: true,
    yandexEnabled: true,
    directorId: null,
  };
}

export type CreateBranchOptions = Omit<Partial<typeof branches.$inferInsert>, 'settings'> & {
  merchantId: string;
  cityId: number;
  settings?: Partial<BranchSettingsColumn>;
};

/** A branch in Tashkent (Chilonzor) open 10:00-23:00 every day with every service on. */
export async function createBranch(db: Executor, overrides: CreateBranchOptions): Promise<BranchRow> {
  const { settings, ...rest } = overrides;
  const values: typeof branches.$inferInsert = {
    name: ml('Chilonzor filiali', 'Филиал Чиланзар', 'Chilonzor branch'),
    address: "Toshkent, Chilonzor tumani, Bunyodkor shoh ko'chasi, 12",
    latitude: 41.2856,
    longitude: 69.2034,
    phone: '+998 71 200 00 01',
    bookingPhone: '+998 71 200 00 02',
    deliveryPrice: 12000,
    deliveryStart: '10:00',
    deliveryEnd: '22:30',
    workHours: weeklyHours(),
    ...rest,
    settings: { ...defaultBranchSettings(), ...settings },
  };
  return firstRow(await db.insert(branches).values(values).returning(), 'branch');
}

export async function createBrand(
  db: Executor,
  overrides: Partial<typeof brands.$inferInsert> & { merchantId: string },
): Promise<BrandRow> {
  const values: typeof brands.$inferInsert = {
    companyKey: `company-${uniqueToken()}`,
    name: ml('Asosiy brend', 'Основной бренд', 'Main brand'),
    color: '#FCE000',
    image: null,
    priority: 0,
    ...overrides,
  };
  return firstRow(await db.insert(brands).values(values).returning(), 'brand');
}

const DEFAULT_POLICY_TEXT: Record<PolicyType, MultilingualText> = {
  TERMS: ml(
    'Buyurtma berish orqali siz ushbu shartlarga rozilik bildirasiz.',
    'Оформляя заказ, вы соглашаетесь с этими условиями.',
    'By placing an order you agree to these terms.',
  ),
  ABOUT_COMPANY: ml(
    'Biz mazali va tez yetkazib beriladigan taomlar tayyorlaymiz.',
    'Мы готовим вкусную еду и быстро её доставляем.',
    'We cook tasty food and deliver it fast.',
  ),
  PRIVACY_POLICY: ml(
    "Shaxsiy ma'lumotlaringiz faqat buyurtmani bajarish uchun ishlatiladi.",
    'Ваши персональные данные используются только для выполнения заказа.',
    'Your personal data is used only to fulfil your order.',
  ),
};

export async function createPolicy(
  db: Executor,
  overrides: Partial<typeof policies.$inferInsert> & { merchantId: string },
): Promise<PolicyRow> {
  const type = overrides.type ?? 'TERMS';
  const values: typeof policies.$inferInsert = { type, text: DEFAULT_POLICY_TEXT[type], ...overrides };
  return firstRow(await db.insert(policies).values(values).returning(), 'policy');
}

export async function createVacancy(
  db: Executor,
  overrides: Partial<typeof vacancies.$inferInsert> & { merchantId: string },
): Promise<VacancyRow> {
  const values: typeof vacancies.$inferInsert = {
    title: ml('Oshpaz', 'Повар', 'Cook'),
    description: ml(
      'Issiq sexda ishlash, milliy taomlar tayyorlash.',
      'Работа в горячем цехе, приготовление национальных блюд.',
      'Work in the hot kitchen cooking national dishes.',
    ),
    requirements: ml(
      'Kamida 1 yillik tajriba, tibbiy daftarcha.',
      'Опыт от 1 года, медицинская книжка.',
      'At least 1 year of experience, a health certificate.',
    ),
    salary: "6 000 000 so'mdan",
    contactPhone: '+998 90 000 00 00',
    branchId: null,
    ...overrides,
  };
  return firstRow(await db.insert(vacancies).values(values).returning(), 'vacancy');
}
