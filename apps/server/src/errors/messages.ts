/**
 * Server message catalogue: every message the API can put in an error body, in every interface language.
 * `uz` is the reference: the other languages are typed against its keys, and messages.test.ts checks that the
 * `{placeholders}` agree, so a translation can neither miss a key nor drop a value.
 */
import type { Lang } from '@dasturxon/contracts';

const uz = {
  merchantHeaderMissing: "So'rovda merchant sarlavhasi yo'q: qaysi do'kon uchun ekanini ko'rsating.",
  merchantHeaderInvalid: "merchant sarlavhasi noto'g'ri: u do'kon identifikatori (UUID) bo'lishi kerak.",
  merchantNotFound: "Do'kon topilmadi yoki hozir ishlamayapti.",
  merchantMismatch: "So'ralgan do'kon merchant sarlavhasidagi do'konga mos kelmaydi.",
  routeNotFound: "Bunday API manzili yo'q: {method} {path}",
  notFound: 'Topilmadi.',
  branchNotFound: 'Filial topilmadi.',
  noBranches: "Afsuski, yaqin atrofda ishlayotgan filial yo'q.",
  vacancyNotFound: 'Vakansiya topilmadi yoki u endi ochiq emas.',
  policyNotFound: "Bu do'konda bunday hujjat yo'q.",
  nominatimError:
    "Error in nominatim: Nominatim xizmatida xatolik yuz berdi. Dasturchilarga xabar bering yoki birozdan keyin qayta urinib ko'ring.",
  geocodingBusy: "Manzil qidiruvi hozir band. {seconds} soniyadan keyin qayta urinib ko'ring.",
  addressNotFound: 'Manzil topilmadi.',
  addressLimit: "Ko'pi bilan {max} ta manzil saqlash mumkin. Keraksizini o'chirib, qayta urinib ko'ring.",
  productNotFound: 'Mahsulot topilmadi.',
  validationFailed: "So'rovdagi ma'lumotlar noto'g'ri. Tekshirib, qayta urinib ko'ring.",
  badRequest: "So'rovni o'qib bo'lmadi.",
  methodNotAllowed: "Bu manzil uchun bunday so'rov usuli qo'llab-quvvatlanmaydi.",
  payloadTooLarge: "So'rov hajmi juda katta.",
  unsupportedMediaType: "So'rov formati qo'llab-quvvatlanmaydi.",
  unauthorized: 'Iltimos, tizimga kiring.',
  telegramInitDataNotFound: 'Telegram initData topilmadi.',
  telegramInitDataInvalid: "Telegram ma'lumotlari tasdiqlanmadi. Ilovani Telegram ichida qayta oching.",
  telegramInitDataExpired: "Telegram ma'lumotlarining muddati o'tgan. Ilovani Telegram ichida qayta oching.",
  telegramBotNotConfigured: "Bu do'konning Telegram boti sozlanmagan.",
  telegramContactNotVerified: 'Telefon raqami Telegram orqali tasdiqlanmadi. Kontaktni ulashing.',
  forbidden: "Bu amal uchun ruxsat yo'q.",
  rateLimited: "So'rovlar juda ko'p. Birozdan keyin qayta urinib ko'ring.",
  internal: "Xatolik yuz berdi, keyinroq qayta urinib ko'ring.",
  userNotFound: 'Foydalanuvchi topilmadi.',
  wrongCode: "Kod noto'g'ri yoki muddati o'tgan.",
  codeResendCooldown: "Yangi kodni {seconds} soniyadan keyin so'rash mumkin.",
  codeLimitPhone: "Bu raqamga kodlar juda ko'p yuborildi. {seconds} soniyadan keyin qayta urinib ko'ring.",
  codeLimitClient: "Kodlar juda ko'p so'raldi. {seconds} soniyadan keyin qayta urinib ko'ring.",
  phoneTaken: "Bu telefon raqami boshqa hisobga bog'langan.",
  phoneUnchanged: 'Bu sizning hozirgi raqamingiz.',
  smsFailed: "SMS yuborib bo'lmadi. Birozdan keyin qayta urinib ko'ring.",
} as const;

export type MessageKey = keyof typeof uz;

const ru: Record<MessageKey, string> = {
  merchantHeaderMissing: 'В запросе нет заголовка merchant: укажите, к какому заведению он относится.',
  merchantHeaderInvalid: 'Неверный заголовок merchant: нужен идентификатор заведения (UUID).',
  merchantNotFound: 'Заведение не найдено или сейчас не работает.',
  merchantMismatch: 'Запрошенное заведение не совпадает с заведением из заголовка merchant.',
  routeNotFound: 'Такого адреса API нет: {method} {path}',
  notFound: 'Не найдено.',
  branchNotFound: 'Филиал не найден.',
  noBranches: 'К сожалению, рядом нет работающих филиалов.',
  vacancyNotFound: 'Вакансия не найдена или уже закрыта.',
  policyNotFound: 'У этого заведения нет такого документа.',
  nominatimError:
    'Error in nominatim: ошибка сервиса Nominatim. Сообщите разработчикам или попробуйте немного позже.',
  geocodingBusy: 'Поиск адресов сейчас занят. Попробуйте через {seconds} с.',
  addressNotFound: 'Адрес не найден.',
  addressLimit: 'Можно сохранить не больше {max} адресов. Удалите ненужный и попробуйте снова.',
  productNotFound: 'Товар не найден.',
  validationFailed: 'В запросе неверные данные. Проверьте их и попробуйте снова.',
  badRequest: 'Не удалось прочитать запрос.',
  methodNotAllowed: 'Этот метод запроса не поддерживается для данного адреса.',
  payloadTooLarge: 'Слишком большой запрос.',
  unsupportedMediaType: 'Формат запроса не поддерживается.',
  unauthorized: 'Пожалуйста, войдите в систему.',
  telegramInitDataNotFound: 'Telegram initData не найдены.',
  telegramInitDataInvalid: 'Данные Telegram не прошли проверку. Откройте приложение в Telegram заново.',
  telegramInitDataExpired: 'Данные Telegram устарели. Откройте приложение в Telegram заново.',
  telegramBotNotConfigured: 'Telegram-бот этого заведения не настроен.',
  telegramContactNotVerified: 'Номер телефона не подтверждён через Telegram. Поделитесь контактом.',
  forbidden: 'Нет прав на это действие.',
  rateLimited: 'Слишком много запросов. Попробуйте немного позже.',
  internal: 'Произошла ошибка, попробуйте позже.',
  userNotFound: 'Пользователь не найден.',
  wrongCode: 'Неверный код или срок действия кода истёк.',
  codeResendCooldown: 'Новый код можно запросить через {seconds} с.',
  codeLimitPhone: 'На этот номер отправлено слишком много кодов. Попробуйте через {seconds} с.',
  codeLimitClient: 'Запрошено слишком много кодов. Попробуйте через {seconds} с.',
  phoneTaken: 'Этот номер телефона привязан к другому аккаунту.',
  phoneUnchanged: 'Это ваш текущий номер.',
  smsFailed: 'Не удалось отправить SMS. Попробуйте немного позже.',
};

const eng: Record<MessageKey, string> = {
  merchantHeaderMissing: 'The merchant header is missing: say which merchant the request is for.',
  merchantHeaderInvalid: 'The merchant header is malformed: it must be a merchant id (UUID).',
  merchantNotFound: 'Merchant not found or not open for business.',
  merchantMismatch: 'The merchant asked for does not match the merchant header.',
  routeNotFound: 'There is no such API path: {method} {path}',
  notFound: 'Not found.',
  branchNotFound: 'Branch not found.',
  noBranches: 'Sorry, there are no open branches nearby.',
  vacancyNotFound: 'Vacancy not found or no longer open.',
  policyNotFound: 'This merchant has no such document.',
  nominatimError:
    'Error in nominatim: the Nominatim geocoding service failed. Tell the developers or try again a little later.',
  geocodingBusy: 'Address search is busy right now. Please try again in {seconds} s.',
  addressNotFound: 'Address not found.',
  addressLimit: 'You can save at most {max} addresses. Delete one you no longer need and try again.',
  productNotFound: 'Product not found.',
  validationFailed: 'The request has invalid values. Please check them and try again.',
  badRequest: 'The request could not be read.',
  methodNotAllowed: 'This request method is not supported for this path.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request format is not supported.',
  unauthorized: 'Please sign in.',
  telegramInitDataNotFound: 'Telegram initData not found.',
  telegramInitDataInvalid: 'The Telegram data could not be verified. Open the app in Telegram again.',
  telegramInitDataExpired: 'The Telegram data has expired. Open the app in Telegram again.',
  telegramBotNotConfigured: "This merchant's Telegram bot is not set up.",
  telegramContactNotVerified: 'The phone number was not confirmed through Telegram. Share your contact.',
  forbidden: 'You are not allowed to do this.',
  rateLimited: 'Too many requests. Please try again a little later.',
  internal: 'Something went wrong, please try again later.',
  userNotFound: 'User not found.',
  wrongCode: 'Wrong code or the code has expired.',
  codeResendCooldown: 'You can ask for a new code in {seconds} s.',
  codeLimitPhone: 'Too many codes were sent to this number. Please try again in {seconds} s.',
  codeLimitClient: 'Too many codes were requested. Please try again in {seconds} s.',
  phoneTaken: 'This phone number belongs to another account.',
  phoneUnchanged: 'This is already your phone number.',
  smsFailed: 'The SMS could not be sent. Please try again a little later.',
};

export const messages: Record<Lang, Record<MessageKey, string>> = { uz, ru, eng };

export type MessageParams = Record<string, string | number>;

/** The message for `key` in `lang` with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = messages[lang][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
