'use client';

import { useLocale } from '@/components/layout/use-site-path';

/** The page's language, sent with a form, so the server answers in it (see server/i18n/action-locale.ts). */
export function LocaleField() {
  return <input type="hidden" name="locale" value={useLocale()} />;
}
