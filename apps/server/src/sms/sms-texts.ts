/** The text of a one-time code SMS in the customer's language, signed with the merchant's name. */
import type { Lang } from '@dasturxon/contracts';

const templates: Record<Lang, string> = {
  uz: '{name}: tasdiqlash kodi {code}. Uni hech kimga bermang.',
  ru: '{name}: код подтверждения {code}. Никому его не сообщайте.',
  eng: '{name}: your code is {code}. Do not share it with anyone.',
};

export function codeSmsText(lang: Lang, merchantName: string, code: string): string {
  return templates[lang].replace('{name}', merchantName).replace('{code}', code);
}
