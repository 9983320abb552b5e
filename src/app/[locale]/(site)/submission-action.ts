import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { DEFAULT_LOCALE, type Locale, localePath, splitLocale } from '@/lib/i18n/locales';
import { type MessageKey, type Translate, translator } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { getViewer } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { AppError, type AppErrorCode, isAppError } from '@/server/errors/app-error';
import { actionLocale } from '@/server/i18n/action-locale';
import { getLogger } from '@/server/logger';
import { checkSubmission } from '@/server/security/bot-check';
import { clientAddress } from '@/server/security/client-address';
import { readCompanySettings } from '@/server/settings';
import { defaultCompany } from '@/server/settings/default-company';
import { readTextingSite } from '@/server/sms/texting-site';
import { getStorage } from '@/server/storage';
import type { Attachment } from '@/server/submissions/attachment';
import type { SubmissionContext } from '@/server/submissions/submission-context';
import { invalid } from '../action-results';
import { type PublicErrorTable, publicErrorMessage } from '../public-errors';

export type SubmissionFormState = FormState & { signInUrl?: string };

/** What a signed-in visitor's form (a query, an application) says when its sender is signed out or past the limits. */
export const SIGNED_IN_FORM_REASONS = { UNAUTHENTICATED: 'forms.signInFirst', RATE_LIMITED: 'forms.tooMany' } as const;

/**
 * The one path of every public submission form (contact, job application,
 * tenant down): bot check, validation, the sign-in gate, the optional file,
 * the use-case, and the spec's texts for each outcome. Typed values come back
 * on every refusal; a success returns none, so the form starts blank again.
 */
export async function runSubmission<Input, Result>(
  formData: FormData,
  form: {
    fields: readonly string[];
    schema: z.ZodType<Input>;
    fileField?: string;
    signInRequired: boolean;
    messages: { success: MessageKey; failed: MessageKey };
    /** The message of each code the use-case can throw (public-errors.ts). */
    errors: PublicErrorTable;
    submit: (context: SubmissionContext, input: Input) => Promise<Result>;
    /** What the success text adds about the stored submission (the tenant-down reference). */
    successDetail?: (result: Result, t: Translate) => string;
  },
): Promise<SubmissionFormState> {
  const locale = actionLocale(formData);
  const t = translator(locale);
  const values = typedValues(formData, form.fields);
  const refused = (message: string, fieldErrors?: Record<string, string>): SubmissionFormState => ({
    status: 'error',
    message,
    fieldErrors,
    values,
  });
  const viewer = await getViewer();
  const verdict = checkSubmission(formData, { secret: getConfig().authSecret, signedIn: viewer !== null });
  // Neutral on purpose: a bot learns nothing.
  if (verdict === 'honeypot') return refused(t(form.messages.failed));
  // A person can be this quick (a form filled in by the browser): they are told to send it again.
  if (verdict === 'too-fast') return refused(t('forms.tooFast'));

  const parsed = form.schema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);

  if (form.signInRequired && !viewer) {
    // Both in the form's language: sign up on that language's page, come back to it.
    const path = safeRedirectPath(formData.get('returnTo'), '/');
    const returnTo = splitLocale(path).locale === DEFAULT_LOCALE ? localePath(locale, path) : path;
    const signInUrl = localePath(locale, `/signup?redirectTo=${encodeURIComponent(returnTo)}`);
    // With JavaScript the form keeps the draft and goes there itself; without it, go now.
    if (formData.get('js') !== '1') redirect(signInUrl);
    return { ...refused(t('forms.signInFirst')), signInUrl };
  }

  const fileError = (message: string) => refused(message, form.fileField ? { [form.fileField]: message } : undefined);
  try {
    const company = await readCompanySettings(locale);
    const result = await form.submit(
      {
        db: getDb(),
        storage: getStorage(),
        logger: getLogger(),
        site: { ...(await readTextingSite(locale)), emergencyContacts: company.emergencyContacts },
        actor: viewer ? { userId: viewer.userId } : null,
        clientAddress: clientAddress(await headers()),
        locale,
        attachment: form.fileField ? await attachmentFrom(formData, form.fileField) : null,
      },
      parsed.data,
    );
    const detail = form.successDetail?.(result, t);
    return { status: 'success', message: detail ? `${t(form.messages.success)} ${detail}` : t(form.messages.success) };
  } catch (error) {
    // "Please try again later, or send it by e-mail to {email}" when the file could not be stored.
    const message = isAppError(error)
      ? publicErrorMessage(locale, error.code, form.errors, { email: await officeEmail(locale) })
      : undefined;
    if (!isAppError(error) || message === undefined) {
      getLogger().error({ err: error }, 'storing a form submission failed');
      return refused(t(form.messages.failed));
    }
    if (error.code === 'FILE_NOT_SAVED') {
      // Nothing was stored (see storeWithAttachment); the office needs to know the disk or bucket is failing.
      getLogger().error({ err: error.cause ?? error }, 'could not store the file of a form submission');
    }
    return FILE_CODES.has(error.code) ? fileError(message) : refused(message);
  }
}

/** Refusals of the attached file, shown beside its field too. */
const FILE_CODES: ReadonlySet<AppErrorCode> = new Set(['FILE_TOO_LARGE', 'UNSUPPORTED_FILE', 'FILE_NOT_SAVED']);

/** Where a visitor can send the file instead: the company's first e-mail address. */
async function officeEmail(locale: Locale): Promise<string> {
  const fallback = defaultCompany.emails[0]?.address ?? '';
  try {
    return (await readCompanySettings(locale)).emails[0]?.address ?? fallback;
  } catch {
    return fallback;
  }
}

/** The chosen file, or null when none was chosen. Too large a file is refused before it is read. */
async function attachmentFrom(formData: FormData, field: string): Promise<Attachment | null> {
  const file = formData.get(field);
  // An input left empty arrives as a nameless empty part (named "blob" by some encoders).
  if (!(file instanceof File) || (file.size === 0 && (file.name === '' || file.name === 'blob'))) return null;
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  // An empty file (size 0 with a name) is read and refused by the content check.
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
