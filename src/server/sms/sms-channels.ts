import type { Logger } from 'pino';
import type { SmsSettings } from '../config';
import type { DeliveryChannels } from '../outbox/channels';
import { fileProvider } from './file-provider';
import { msg91Provider } from './msg91-provider';
import type { TextProvider } from './text-provider';
import { twilioProvider } from './twilio-provider';
import { webhookProvider } from './webhook-provider';
import { whatsappCloudProvider } from './whatsapp-cloud-provider';

/** Where a provider posts its delivery reports (Twilio is told it with each message). */
export const reportPath = (provider: SmsSettings['provider']) => `/api/sms/reports/${provider}`;

/** The provider SMS_PROVIDER names, built from its settings. */
export function textProvider(
  settings: SmsSettings,
  site: { dataDir: string; baseUrl: string },
  logger: Logger,
): TextProvider {
  const { templates, senderId } = settings;
  switch (settings.provider) {
    case 'webhook':
      return webhookProvider({ ...settings.webhook, templates });
    case 'msg91':
      return msg91Provider({ ...settings.msg91, senderId, templates });
    case 'twilio':
      return twilioProvider({ ...settings.twilio, senderId, reportUrl: `${site.baseUrl}${reportPath('twilio')}` });
    case 'whatsapp-cloud':
      return whatsappCloudProvider({ ...settings.whatsapp, templates });
    default:
      return fileProvider({ dataDir: site.dataDir, templates }, logger);
  }
}

/** The SMS and WhatsApp channels of the outbox: one provider carries both (the payload names the channel). */
export function smsChannels(
  config: { sms: SmsSettings; dataDir: string; baseUrl: string },
  logger: Logger,
): DeliveryChannels {
  const { send } = textProvider(config.sms, config, logger);
  return { sms: send, whatsapp: send };
}
