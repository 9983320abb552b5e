import { getConfig } from '../config';
import { getDatabase } from '../db';
import { getLogger } from '../logger';
import { getMailer } from '../mail';
import { smsChannels } from '../sms/sms-channels';
import { emailChannel } from './channels';
import { deliverDueMessages } from './deliver-due-messages';
import { startDeliveryWorker } from './delivery-worker';

/** The running server's delivery worker, on its database, mailer, SMS provider and log. */
export function startServerDelivery(): void {
  const { db, engine } = getDatabase();
  const logger = getLogger().child({ module: 'outbox' });
  const channels = { email: emailChannel(getMailer()), ...smsChannels(getConfig(), logger) };
  startDeliveryWorker(() => deliverDueMessages({ db, engine, channels, logger }), logger);
}
