import 'server-only';
import { english } from '@/lib/i18n/english';
import { readTextingSite } from '@/server/sms/texting-site';
import type { AdminServices, Notice } from '../admin-action';

/** A decision or step is told to the customer: the use-case also needs the site's texting settings. */
export async function tellingServices({ db, logger }: AdminServices) {
  return { db, logger, site: await readTextingSite('en') };
}

/**
 * What the office sees after a step the customer was told of: the step, and
 * whether they must be phoned (no text went) or the e-mail did not go.
 */
export function toldNotice(
  done: string,
  told: { phoneOnly: string | null; mailError: string | null },
): string | Notice {
  if (told.phoneOnly !== null) return `${done} ${english('admin.orders.life.phoneThem', { phone: told.phoneOnly })}`;
  if (told.mailError)
    return { kind: 'error', text: `${done} ${english('admin.orders.life.notMailed', { text: told.mailError })}` };
  return done;
}
