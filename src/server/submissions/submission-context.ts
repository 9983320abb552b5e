import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import type { Attachment, StoredAttachment } from './attachment';
import type { NotifySite } from './submission-emails';

/** What every submission use-case is given: its dependencies, who is asking, from where and in which language. */
export type SubmissionContext = {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  site: NotifySite;
  actor: { userId: string } | null;
  clientAddress: string;
  /** The language of the page the form was sent from: kept with the submission, and the sender's receipt speaks it. */
  locale: Locale;
  attachment?: Attachment | null;
};

/** The attachment line of an admin notice: its original name and where an admin downloads it. */
export function attachmentLine(site: NotifySite, file: StoredAttachment | null): string | null {
  return file ? `${file.name} (${site.baseUrl}${file.url})` : null;
}
