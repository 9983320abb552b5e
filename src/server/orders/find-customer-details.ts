import type { Kysely } from 'kysely';
import { realEmail } from '@/lib/account-email';
import type { CustomerDetails } from '@/lib/schemas/orders';
import type { Database } from '../db/schema';

/**
 * What the order form fills in for a signed-in customer: the name, mobile and
 * address of their latest order, and the account's e-mail (or its verified mobile number, before a first order). Empty fields for a
 * first order (the account's name is only the e-mail's first part, not a name).
 */
export async function findCustomerDetails(
  db: Kysely<Database>,
  viewer: { userId: string; email: string; phoneNumber: string | null },
): Promise<CustomerDetails> {
  const latest = await db
    .selectFrom('orders')
    .select(['name', 'phone', 'email', 'address'])
    .where('user_id', '=', viewer.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    name: latest?.name ?? '',
    // Stored as +91XXXXXXXXXX; the form shows the ten digits a farmer types.
    phone: (latest?.phone ?? viewer.phoneNumber)?.replace(/^\+91/, '') ?? '',
    email: latest?.email || realEmail(viewer.email) || '',
    address: latest?.address ?? '',
  };
}
