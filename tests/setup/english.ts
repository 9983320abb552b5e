import { messageText } from '@/lib/i18n/message-token';
import { type MessageKey, translate } from '@/lib/i18n/messages';

/** A schema's message (a token) as an English visitor reads it. */
export function english(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return messageText(message, (key) => {
    try {
      return translate('en', key as MessageKey);
    } catch {
      return undefined;
    }
  });
}
