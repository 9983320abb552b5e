import enMain from '../../../messages/en.json';
import { TEXT_CONSTANTS } from '../forms/upload-limit';
import { fill } from './fill';
import { FORM_ERROR_KEYS, type FormErrorTexts } from './form-errors';
import type { Translate } from './messages';

/**
 * English texts for the back office's client components: the admin screens stay
 * in English (issue 17), and this module carries only the English catalogue, not
 * the translations the public site's server code holds. It is `translator('en')`
 * of messages.ts without the other catalogues; the back office's server code
 * uses it too, so the whole back office reads one language.
 */
export const english: Translate = (key, values) => {
  let node: unknown = enMain;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`Missing message: ${key}`);
  return fill(node, { ...TEXT_CONSTANTS, ...values });
};

/** The shared schemas' messages in English, for the back office's forms (see useValidatedForm's `messages`). */
export const englishFormErrors: FormErrorTexts = Object.fromEntries(FORM_ERROR_KEYS.map((key) => [key, english(key)]));
