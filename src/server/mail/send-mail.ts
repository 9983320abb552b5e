import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

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

export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * Real SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in
 * DATA_DIR/outbox/ (readable with any mail program) and a log line says so.
 */
export function createMailer(settings: MailSettings, logger: Logger): SendMail {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return async (message) => {
      const info = await transport.sendMail({ from: settings.mailFrom, ...message });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    };
  }

  const outbox = path.join(settings.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await writer.sendMail({ from: settings.mailFrom, ...message });
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (SMTP_URL not set)');
  };
}
