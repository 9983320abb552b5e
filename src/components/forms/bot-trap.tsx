'use client';

import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n/messages';

/**
 * The hidden fields of the spam check (see server/security/bot-check.ts): a
 * honeypot that people never see or reach, and the time the form appeared,
 * set once the page's script runs.
 */
export function BotTrap() {
  const [startedAt, setStartedAt] = useState('');
  useEffect(() => setStartedAt(String(Date.now())), []);
  return (
    <>
      {startedAt ? <input type="hidden" name="startedAt" value={startedAt} /> : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('forms.honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
