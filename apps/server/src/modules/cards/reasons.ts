/**
 * Why a card was refused, in the caller's language: the `{reason}` of the CARD_ERROR message (messages.ts
 * cardError). Our own words for each provider refusal, never the provider's text (decision 130).
 */
import type { Lang } from '@dasturxon/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { CardRefusal, CardRefusalReason } from './payme-subscribe.ts';

const REASONS: Record<Lang, Record<CardRefusalReason, string>> = {
  uz: {
    invalidCard: "karta ma'lumotlari noto'g'ri. Raqam va amal qilish muddatini tekshiring.",
    cardNotFound: 'bunday karta topilmadi. Raqamni tekshiring.',
    expired: "kartaning amal qilish muddati tugagan. Boshqa kartani qo'shing.",
    wrongCode: "SMS kod noto'g'ri. Yana {attempts} ta urinish qoldi.",
    codeExpired: "SMS kod muddati o'tdi. Yangi kodni so'rang.",
    tooManyAttempts: "noto'g'ri kod juda ko'p kiritildi. Kartani qaytadan qo'shing.",
    smsNotConnected: "kartaga SMS-xabarnoma ulanmagan. Uni bankingizda ulang va qayta urinib ko'ring.",
    unavailable: "to'lov tizimi hozir javob bermayapti. Birozdan keyin qayta urinib ko'ring.",
    noMoney: "kartada mablag' yetarli emas.",
    refused: "to'lov tizimi kartani rad etdi. Boshqa kartani sinab ko'ring.",
  },
  ru: {
    invalidCard: 'неверные данные карты. Проверьте номер и срок действия.',
    cardNotFound: 'такая карта не найдена. Проверьте номер.',
    expired: 'срок действия карты истёк. Добавьте другую карту.',
    wrongCode: 'неверный код из SMS. Осталось попыток: {attempts}.',
    codeExpired: 'срок действия кода истёк. Запросите новый код.',
    tooManyAttempts: 'слишком много неверных кодов. Добавьте карту заново.',
    smsNotConnected: 'к карте не подключено SMS-информирование. Подключите его в банке и попробуйте снова.',
    unavailable: 'платёжная система сейчас не отвечает. Попробуйте немного позже.',
    noMoney: 'на карте недостаточно средств.',
    refused: 'платёжная система отклонила карту. Попробуйте другую карту.',
  },
  eng: {
    invalidCard: 'the card details are wrong. Check the number and the expiry date.',
    cardNotFound: 'there is no such card. Check the number.',
    expired: 'the card has expired. Add another card.',
    wrongCode: 'the SMS code is wrong. Attempts left: {attempts}.',
    codeExpired: 'the SMS code has expired. Ask for a new one.',
    tooManyAttempts: 'too many wrong codes. Add the card again.',
    smsNotConnected:
      'SMS notifications are not switched on for this card. Switch them on at your bank and try again.',
    unavailable: 'the payment provider is not answering right now. Try again a little later.',
    noMoney: 'there is not enough money on the card.',
    refused: 'the payment provider refused the card. Try another card.',
  },
};

export function reasonText(lang: Lang, refusal: CardRefusal): string {
  return REASONS[lang][refusal.reason].replace('{attempts}', String(refusal.attemptsLeft ?? 0));
}

/**
 * The refusal as the API's one error shape: 422 CARD_ERROR with the reason in the caller's language; a provider
 * that does not answer is 502 (our side is fine, theirs is not).
 */
export function cardErrorOf(lang: Lang, refusal: CardRefusal): AppError {
  const status = refusal.reason === 'unavailable' ? 502 : 422;
  return new AppError('CARD_ERROR', status, 'cardError', { params: { reason: reasonText(lang, refusal) } });
}

export { REASONS as CARD_REFUSAL_TEXTS };
