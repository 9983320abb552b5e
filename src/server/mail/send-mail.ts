import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { writeWholeFile } from '@/server/storage/write-whole-file';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type MailSettings = {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
};

/** `messageId`: the outbox message's stable id, so a message sent again after a crash has the same Message-ID. */
export type SendMail = (message: MailMessage & { messageId?: string }) => Promise<void>;

/**
 * Seconds, not nodemailer's two minutes: a slow or silent mail server fails the
 * attempt soon, and the outbox tries again later (outbox/retry-policy.ts).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** `<id@host of MAIL_FROM>`: one per outbox message, the same on every attempt. */
function messageIdHeader(id: string | undefined, mailFrom: string): string | undefined {
  if (!id) return undefined;
  const host = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${id}@${host}>`;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in
 * DATA_DIR/outbox/ (readable with any mail program) and a log line says so.
 */
export function createMailer(settings: MailSettings, logger: Logger): SendMail {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    return async ({ messageId, ...message }) => {
      const info = await transport.sendMail({
        from: settings.mailFrom,
        messageId: messageIdHeader(messageId, settings.mailFrom),
        ...message,
      });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    };
  }

  const outbox = path.join(settings.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return async ({ messageId, ...message }) => {
    // Names sort in the order the messages were handed over, also within one millisecond.
    const name = `${Date.now()}-${String(written++ % 1_000_000).padStart(6, '0')}-${messageId ?? randomBytes(4).toString('hex')}.eml`;
    const info = await writer.sendMail({
      from: settings.mailFrom,
      messageId: messageIdHeader(messageId, settings.mailFrom),
      ...message,
    });
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, name);
    await writeWholeFile(file, info.message as Buffer);
    logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (SMTP_URL not set)');
  };
}

/**
 * Whether trying again later may help: SMTP's 5xx replies are permanent (no
 * such mailbox, refused), 4xx and broken connections are not.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
