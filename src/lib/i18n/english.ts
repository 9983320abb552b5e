import enMain from '../../../messages/en.json';
import { fill } from './fill';
import { FORM_ERROR_KEYS, type FormErrorTexts } from './form-errors';
import type { MessageKey } from './messages';

/**
 * English texts for the back office's client components: the admin screens stay
 * in English (issue 17), and this module carries only the English catalogue, not
 * the translations the public site's server code holds.
 */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  let node: unknown = enMain;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`Missing message: ${key}`);
  return fill(node, values);
}

/** The shared schemas' messages in English, for the back office's forms (see useValidatedForm's `messages`). */
export const englishFormErrors: FormErrorTexts = Object.fromEntries(FORM_ERROR_KEYS.map((key) => [key, t(key)]));
