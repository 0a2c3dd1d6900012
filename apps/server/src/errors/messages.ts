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
  textHasNul: "Matnda ruxsat etilmagan belgi (NUL) bor. Uni olib tashlab, qayta urinib ko'ring.",
  formUnreadable: "Formani o'qib bo'lmadi. Sahifani yangilab, qayta urinib ko'ring.",
  unauthorized: 'Iltimos, tizimga kiring.',
  telegramInitDataNotFound: 'Telegram initData topilmadi.',
  telegramInitDataInvalid: "Telegram ma'lumotlari tasdiqlanmadi. Ilovani Telegram ichida qayta oching.",
  telegramInitDataExpired: "Telegram ma'lumotlarining muddati o'tgan. Ilovani Telegram ichida qayta oching.",
  telegramBotNotConfigured: "Bu do'konning Telegram boti sozlanmagan.",
  telegramContactNotVerified: 'Telefon raqami Telegram orqali tasdiqlanmadi. Kontaktni ulashing.',
  forbidden: "Bu amal uchun ruxsat yo'q.",
  crossSiteRefused:
    "So'rov boshqa saytdan yuborilgani uchun rad etildi. Do'kon sahifasini oching va qayta urinib ko'ring.",
  rateLimited: "So'rovlar juda ko'p. Birozdan keyin qayta urinib ko'ring.",
  internal: "Xatolik yuz berdi, keyinroq qayta urinib ko'ring.",
  userNotFound: 'Foydalanuvchi topilmadi.',
  wrongCode: "Kod noto'g'ri yoki muddati o'tgan.",
  codeResendCooldown: "Yangi kodni {seconds} soniyadan keyin so'rash mumkin.",
  codeLimitPhone: "Bu raqamga kodlar juda ko'p yuborildi. {wait}dan keyin qayta urinib ko'ring.",
  codeLimitClient: "Kodlar juda ko'p so'raldi. {wait}dan keyin qayta urinib ko'ring.",
  phoneTaken: "Bu telefon raqami boshqa hisobga bog'langan.",
  phoneUnchanged: 'Bu sizning hozirgi raqamingiz.',
  smsFailed: "SMS yuborib bo'lmadi. Birozdan keyin qayta urinib ko'ring.",
  outOfZone:
    "Manzil xizmat ko'rsatish hududidan tashqarida. Yetkazib berish tanlangan manzilga mavjud emas, boshqasini tanlang.",
  deliveryMinAmount: "Yetkazib berish uchun eng kam buyurtma summasi {amount} so'm.",
  branchClosed: 'Filial hozir yopiq. Keyinroq yoki boshqa vaqtga buyurtma bering.',
  productNotAvailable: 'Mahsulot mavjud emas: {name}.',
  notEnoughProducts: "Mahsulot yetarli emas: {name} (ko'pi bilan {max} ta).",
  serviceTypeUnavailable: 'Bu xizmat turi hozir mavjud emas.',
  paymentTypeUnavailable: "Bu to'lov turi mavjud emas.",
  timeOutsideHours: 'Tanlangan vaqtda filial ishlamaydi. Ish vaqti ichidagi vaqtni tanlang.',
  timeInPast: "Tanlangan vaqt o'tib ketgan. Keyingi vaqtni tanlang.",
  modifiersInvalid: "{name}: qo'shimchalar tanlovi noto'g'ri.",
  modifiersMin: '{name}: kamida {min} ta tanlang.',
  modifiersMax: "{name}: ko'pi bilan {max} ta tanlang.",
  promoNotFound: "Bunday promokod yo'q.",
  promoNotActive: 'Promokod faol emas.',
  promoNotStarted: 'Promokod hali boshlanmagan.',
  promoExpired: 'Promokod muddati tugagan.',
  promoMinPrice: "Promokod uchun mahsulotlar summasi kamida {amount} so'm bo'lishi kerak.",
  promoAlreadyUsed: 'Siz bu promokoddan allaqachon foydalangansiz.',
  cashbackAboveBalance:
    "Keshbek balansingizda {balance} so'm bor: so'ralgan summadan kam. Buyurtma summasini qayta tekshiring.",
  idempotencyConflict: "Bu so'rov kaliti boshqa buyurtma uchun ishlatilgan.",
  orderNotFound: 'Buyurtma topilmadi.',
  orderCannotCancel: "Buyurtmani endi bekor qilib bo'lmaydi.",
  orderStatusInvalid: "Buyurtmani {from} holatidan {to} holatiga o'tkazib bo'lmaydi.",
  orderAlreadyPaid: "Buyurtma allaqachon to'langan.",
  orderNotPayable: "Bu buyurtmani onlayn to'lab bo'lmaydi.",
  cardError: 'Karta qabul qilinmadi: {reason}',
  cardNotFound: 'Karta topilmadi.',
  staffLoginFailed: "Login yoki parol noto'g'ri.",
  courierNotFound: 'Kuryer topilmadi.',
  courierAttachInvalid: "{status} holatidagi buyurtmaga kuryer biriktirib bo'lmaydi.",
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
  textHasNul: 'В тексте есть недопустимый символ (NUL). Уберите его и попробуйте снова.',
  formUnreadable: 'Не удалось прочитать форму. Обновите страницу и попробуйте снова.',
  unauthorized: 'Пожалуйста, войдите в систему.',
  telegramInitDataNotFound: 'Telegram initData не найдены.',
  telegramInitDataInvalid: 'Данные Telegram не прошли проверку. Откройте приложение в Telegram заново.',
  telegramInitDataExpired: 'Данные Telegram устарели. Откройте приложение в Telegram заново.',
  telegramBotNotConfigured: 'Telegram-бот этого заведения не настроен.',
  telegramContactNotVerified: 'Номер телефона не подтверждён через Telegram. Поделитесь контактом.',
  forbidden: 'Нет прав на это действие.',
  crossSiteRefused:
    'Запрос пришёл с другого сайта и отклонён. Откройте страницу магазина и попробуйте снова.',
  rateLimited: 'Слишком много запросов. Попробуйте немного позже.',
  internal: 'Произошла ошибка, попробуйте позже.',
  userNotFound: 'Пользователь не найден.',
  wrongCode: 'Неверный код или срок действия кода истёк.',
  codeResendCooldown: 'Новый код можно запросить через {seconds} с.',
  codeLimitPhone: 'На этот номер отправлено слишком много кодов. Попробуйте через {wait}.',
  codeLimitClient: 'Запрошено слишком много кодов. Попробуйте через {wait}.',
  phoneTaken: 'Этот номер телефона привязан к другому аккаунту.',
  phoneUnchanged: 'Это ваш текущий номер.',
  smsFailed: 'Не удалось отправить SMS. Попробуйте немного позже.',
  outOfZone: 'Адрес вне зоны обслуживания. Доставка по выбранному адресу недоступна, выберите другой.',
  deliveryMinAmount: 'Минимальная сумма заказа для доставки — {amount} сум.',
  branchClosed: 'Филиал сейчас закрыт. Закажите позже или на другое время.',
  productNotAvailable: 'Продукт недоступен: {name}.',
  notEnoughProducts: 'Недостаточно продуктов: {name} (не больше {max}).',
  serviceTypeUnavailable: 'Этот способ получения сейчас недоступен.',
  paymentTypeUnavailable: 'Этот способ оплаты недоступен.',
  timeOutsideHours: 'В выбранное время филиал не работает. Выберите время в часы работы.',
  timeInPast: 'Выбранное время уже прошло. Выберите более позднее.',
  modifiersInvalid: '{name}: неверный выбор добавок.',
  modifiersMin: '{name}: выберите минимум {min}.',
  modifiersMax: '{name}: выберите не больше {max}.',
  promoNotFound: 'Такого промокода нет.',
  promoNotActive: 'Промокод не активен.',
  promoNotStarted: 'Промокод ещё не начал действовать.',
  promoExpired: 'Срок действия промокода истёк.',
  promoMinPrice: 'Для промокода сумма продуктов должна быть не меньше {amount} сум.',
  promoAlreadyUsed: 'Вы уже использовали этот промокод.',
  cashbackAboveBalance:
    'На балансе кешбэка {balance} сум — меньше, чем указано. Проверьте сумму заказа ещё раз.',
  idempotencyConflict: 'Этот ключ запроса уже использован для другого заказа.',
  orderNotFound: 'Заказ не найден.',
  orderCannotCancel: 'Этот заказ уже нельзя отменить.',
  orderStatusInvalid: 'Нельзя перевести заказ из статуса {from} в {to}.',
  orderAlreadyPaid: 'Заказ уже оплачен.',
  orderNotPayable: 'Этот заказ нельзя оплатить онлайн.',
  cardError: 'Карта не принята: {reason}',
  cardNotFound: 'Карта не найдена.',
  staffLoginFailed: 'Неверный логин или пароль.',
  courierNotFound: 'Курьер не найден.',
  courierAttachInvalid: 'К заказу в статусе {status} нельзя назначить курьера.',
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
  textHasNul: 'The text contains a character that is not allowed (NUL). Remove it and try again.',
  formUnreadable: 'The form could not be read. Reload the page and try again.',
  unauthorized: 'Please sign in.',
  telegramInitDataNotFound: 'Telegram initData not found.',
  telegramInitDataInvalid: 'The Telegram data could not be verified. Open the app in Telegram again.',
  telegramInitDataExpired: 'The Telegram data has expired. Open the app in Telegram again.',
  telegramBotNotConfigured: "This merchant's Telegram bot is not set up.",
  telegramContactNotVerified: 'The phone number was not confirmed through Telegram. Share your contact.',
  forbidden: 'You are not allowed to do this.',
  crossSiteRefused: "The request came from another site and was refused. Open the shop's page and try again.",
  rateLimited: 'Too many requests. Please try again a little later.',
  internal: 'Something went wrong, please try again later.',
  userNotFound: 'User not found.',
  wrongCode: 'Wrong code or the code has expired.',
  codeResendCooldown: 'You can ask for a new code in {seconds} s.',
  codeLimitPhone: 'Too many codes were sent to this number. Please try again in {wait}.',
  codeLimitClient: 'Too many codes were requested. Please try again in {wait}.',
  phoneTaken: 'This phone number belongs to another account.',
  phoneUnchanged: 'This is already your phone number.',
  smsFailed: 'The SMS could not be sent. Please try again a little later.',
  outOfZone:
    'The address is out of the service zone. Delivery to the selected address is unavailable, choose another.',
  deliveryMinAmount: 'The minimum order for delivery is {amount} UZS.',
  branchClosed: 'The branch is closed now. Order later or for another time.',
  productNotAvailable: 'Product not available: {name}.',
  notEnoughProducts: 'Not enough products: {name} (at most {max}).',
  serviceTypeUnavailable: 'This way of getting the order is not available now.',
  paymentTypeUnavailable: 'This payment method is not available.',
  timeOutsideHours: 'The branch is not open at the chosen time. Choose a time within its hours.',
  timeInPast: 'The chosen time has passed. Choose a later one.',
  modifiersInvalid: '{name}: the choice of extras is not valid.',
  modifiersMin: '{name}: choose at least {min}.',
  modifiersMax: '{name}: choose up to {max}.',
  promoNotFound: 'There is no such promo code.',
  promoNotActive: 'The promo code is not active.',
  promoNotStarted: 'The promo code has not started yet.',
  promoExpired: 'The promo code has expired.',
  promoMinPrice: 'The promo code needs products worth at least {amount} UZS.',
  promoAlreadyUsed: 'You have already used this promo code.',
  cashbackAboveBalance:
    'Your cashback balance is {balance} UZS, less than asked. Please check the order total again.',
  idempotencyConflict: 'This request key was already used for another order.',
  orderNotFound: 'Order not found.',
  orderCannotCancel: 'This order can no longer be cancelled.',
  orderStatusInvalid: 'The order cannot move from {from} to {to}.',
  orderAlreadyPaid: 'The order is already paid.',
  orderNotPayable: 'This order cannot be paid online.',
  cardError: 'The card was not accepted: {reason}',
  cardNotFound: 'Card not found.',
  staffLoginFailed: 'Wrong login or password.',
  courierNotFound: 'Courier not found.',
  courierAttachInvalid: 'A courier cannot be attached to an order in status {status}.',
};

export const messages: Record<Lang, Record<MessageKey, string>> = { uz, ru, eng };

/** A span of time as a message parameter, written out in the message's language: "26 min 19 s". */
export interface DurationParam {
  readonly durationSeconds: number;
}

export function duration(seconds: number): DurationParam {
  return { durationSeconds: seconds };
}

export type MessageParams = Record<string, string | number | DurationParam>;

const DURATION_UNITS: Record<Lang, { h: string; min: string; s: string }> = {
  uz: { h: 'soat', min: 'daqiqa', s: 'soniya' },
  ru: { h: 'ч', min: 'мин', s: 'с' },
  eng: { h: 'h', min: 'min', s: 's' },
};

/** "1579" -> "26 min 19 s", "26 мин 19 с", "26 daqiqa 19 soniya"; whole minutes and hours drop the zeros. */
export function formatDuration(lang: Lang, seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const units = DURATION_UNITS[lang];
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${units.h}`);
  if (min > 0) parts.push(`${min} ${units.min}`);
  if (s > 0 || parts.length === 0) parts.push(`${s} ${units.s}`);
  return parts.join(' ');
}

/** The message for `key` in `lang` with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = messages[lang][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'object' ? formatDuration(lang, value.durationSeconds) : String(value);
  });
}
