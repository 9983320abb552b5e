'use server';

import { redirect } from 'next/navigation';
import { failure, invalid } from '@/app/[locale]/action-results';
import { publicErrors } from '@/app/[locale]/public-errors';
import { type FormState, formDataObject } from '@/lib/forms/form-state';
import { localHref } from '@/lib/i18n/request-locale';
import { deleteAccountSchema } from '@/lib/schemas/privacy';
import { signOut } from '@/server/auth/sign-out';
import { verifyStoredPassword } from '@/server/auth/verify-stored-password';
import { requireUser } from '@/server/auth/viewer';
import { getDatabase } from '@/server/db';
import { actionLocale } from '@/server/i18n/action-locale';
import { getLogger } from '@/server/logger';
import { deleteAccount } from '@/server/privacy/delete-account';
import { getStorage } from '@/server/storage';

export async function deleteAccountAction(_state: FormState, formData: FormData): Promise<FormState> {
  actionLocale(formData);
  const parsed = deleteAccountSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(parsed.error, {});
  try {
    const viewer = await requireUser();
    const { db, engine } = getDatabase();
    await deleteAccount({
      db,
      engine,
      storage: getStorage(),
      logger: getLogger(),
      actor: viewer,
      password: parsed.data.password,
      verifyPassword: verifyStoredPassword,
    });
  } catch (error) {
    return failure(error, publicErrors.deleteAccount);
  }
  // The sessions are gone with the account; this clears the cookie too.
  await signOut();
  redirect(localHref('/account/deleted'));
}
