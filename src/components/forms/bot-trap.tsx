'use client';

import { memo, useEffect, useState } from 'react';

export type FormStart<Customer = never> = {
  /** The page's script runs: the form handles the sign-in round trip and its answers itself. */
  scripted: boolean;
  /** The server's start token ('' until it arrives, or when it could not be fetched). */
  token: string;
  /** For the order form of a signed-in customer: their details to fill in. */
  customer: Customer | null;
};

/**
 * Asks the server, once, when the form first appears, for its start token (the
 * spam check measures the time to fill the form on the server's clock, never
 * the phone's). Kept by the component that owns the form, so a form remounted
 * after an answer from the server keeps its first token and a retry passes.
 */
export function useFormStart<Customer = never>(
  purpose?: 'order',
  /** Given by a page rendered for this visitor: nothing to ask then. */
  initial?: { token: string; customer: Customer | null },
): FormStart<Customer> {
  const [start, setStart] = useState<FormStart<Customer>>({
    scripted: false,
    token: initial?.token ?? '',
    customer: initial?.customer ?? null,
  });
  const given = initial !== undefined;
  useEffect(() => {
    let current = true;
    setStart((previous) => ({ ...previous, scripted: true }));
    if (given) return;
    fetch(`/api/form-start${purpose ? `?for=${purpose}` : ''}`, { cache: 'no-store' })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ token: string; customer: Customer | null }>) : null,
      )
      .then((answer) => {
        if (current && answer) setStart({ scripted: true, token: answer.token, customer: answer.customer });
      })
      // Without a token the form is judged by the honeypot and the limits, as without JavaScript.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [purpose, given]);
  return start;
}

/**
 * The hidden fields of the spam check (see server/security/bot-check.ts): a
 * honeypot that people never see or reach, and the form's start token. Drawn
 * again only when the token changes (memo), so a re-render of the form (its
 * field errors) leaves the fields as they are.
 */
export const BotTrap = memo(function BotTrap({ token, label }: { token: string; label: string }) {
  return (
    <>
      {token ? <input type="hidden" name="startedAt" defaultValue={token} /> : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {label}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
});
