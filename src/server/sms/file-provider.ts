import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { writeWholeFile } from '@/server/storage/write-whole-file';
import { smsPayload, type TextTemplates } from './sms-payload';
import type { TextProvider } from './text-provider';

/**
 * SMS_PROVIDER=file (the default on one machine): each SMS or WhatsApp message
 * becomes a JSON file in DATA_DIR/outbox/ beside the e-mails, holding what the
 * webhook provider would POST. Nothing is sent; the log says where it went.
 */
export function fileProvider(settings: { dataDir: string; templates: TextTemplates }, logger: Logger): TextProvider {
  const outbox = path.join(settings.dataDir, 'outbox');
  let written = 0;
  const send: TextProvider['send'] = async (message) => {
    const payload = smsPayload(message, settings.templates);
    const name = `${Date.now()}-${String(written++ % 1_000_000).padStart(6, '0')}-${message.id}.${payload.channel}.json`;
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, name);
    await writeWholeFile(file, `${JSON.stringify(payload, null, 2)}\n`);
    logger.info(
      { channel: payload.channel, kind: payload.kind, file },
      'text message written to outbox (SMS_PROVIDER=file)',
    );
    return {};
  };
  return { send };
}
