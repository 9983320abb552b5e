import pino from 'pino';
import type { DatabaseHandle } from '@/server/db/create-database';
import { createMailer } from '@/server/mail/send-mail';
import { emailChannel } from '@/server/outbox/channels';
import { deliverDueMessages } from '@/server/outbox/deliver-due-messages';
import { readOutbox } from './outbox';

const quiet = pino({ level: 'silent' });

/**
 * Runs the outbox's delivery worker until nothing is due, the way the server's
 * worker does after each change: e-mails go to `smtpUrl`, or as .eml files to
 * DATA_DIR/outbox when it is not given.
 */
export async function deliverQueued(
  database: DatabaseHandle,
  mail: { dataDir: string; smtpUrl?: string; mailFrom?: string },
): Promise<void> {
  const sendMail = createMailer(
    { smtpUrl: mail.smtpUrl, mailFrom: mail.mailFrom ?? 'shop@example.in', dataDir: mail.dataDir },
    quiet,
  );
  const channels = { email: emailChannel(sendMail) };
  while ((await deliverDueMessages({ ...database, channels, logger: quiet })) > 0);
}

/** The e-mails the site has sent to DATA_DIR/outbox, once the outbox has delivered what is due. */
export async function sentMail(database: DatabaseHandle, dataDir: string): Promise<string[]> {
  await deliverQueued(database, { dataDir });
  return readOutbox(dataDir);
}
