/** For the branches' tests: the translate function the branch texts take, in one language (tests only). */
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { formatMessage, type MessageKey } from '../../shared/i18n/index.tsx';
import type { Translate } from './open-badge.ts';

export function translator(lang: 'uz' | 'ru' | 'eng' = 'eng'): Translate {
  const messages = messagesFor(lang);
  return (key: MessageKey, vars) => formatMessage(messages[key], vars);
}
