import 'server-only';
import { getConfig } from '../config';
import { getLogger } from '../logger';
import { createMailer, type SendMail } from './send-mail';

let mailer: SendMail | undefined;

export function getMailer(): SendMail {
  mailer ??= createMailer(getConfig(), getLogger());
  return mailer;
}
