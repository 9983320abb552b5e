'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * When the form first appeared, once the page's script runs ('' before). Kept
 * by the component that owns the form, so a form remounted after an answer
 * from the server keeps its first time and a quick retry is not taken for a bot.
 */
export function useStartedAt(): string {
  const [startedAt, setStartedAt] = useState('');
  useEffect(() => setStartedAt(String(Date.now())), []);
  return startedAt;
}

/**
 * The hidden fields of the spam check (see server/security/bot-check.ts): a
 * honeypot that people never see or reach, and the time the form appeared.
 */
export function BotTrap({ startedAt, label }: { startedAt: string; label: string }) {
  // Written once, not as a controlled value: React leaves the field alone on later renders.
  const writeStartedAt = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.value = startedAt;
    },
    [startedAt],
  );
  return (
    <>
      {startedAt ? <input type="hidden" name="startedAt" ref={writeStartedAt} /> : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {label}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
