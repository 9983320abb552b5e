import type { Kysely } from 'kysely';
import type { Auth } from '@/server/auth/create-auth';
import { SIGN_IN_CODE_KIND } from '@/server/auth/phone-codes';
import type { Database } from '@/server/db/schema';

/** The newest sign-in code texted to `phone`, read from its outbox row (before the provider sends it and its digits go). */
export async function lastSignInCode(
  db: Kysely<Database>,
  phone: string,
): Promise<{ id: string; code: string; text: string }> {
  const row = await db
    .selectFrom('outbox_messages')
    .select(['id', 'template_variables', 'body_text'])
    .where('recipient', '=', phone)
    .where('kind', '=', SIGN_IN_CODE_KIND)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const { code } = JSON.parse(row.template_variables ?? '{}') as { code: string };
  return { id: row.id, code, text: row.body_text };
}

/** An account made as a farmer makes one: a code to the number, then the code with the terms accepted. */
export async function signUpWithCode(
  auth: Auth,
  db: Kysely<Database>,
  phone: string,
  headers: Headers,
): Promise<{ id: string }> {
  await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers });
  const { code } = await lastSignInCode(db, phone);
  const { user } = await auth.api.verifyPhoneNumber({ body: { phoneNumber: phone, code, terms: true }, headers });
  return user;
}
