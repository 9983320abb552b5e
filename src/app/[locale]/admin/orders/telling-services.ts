import 'server-only';
import { readTextingSite } from '@/server/sms/texting-site';
import type { AdminServices } from '../admin-action';

/** A decision or step is told to the customer: the use-case also needs the site's texting settings. */
export async function tellingServices({ db, logger }: AdminServices) {
  return { db, logger, site: await readTextingSite('en') };
}
