import { t } from '@/lib/i18n/english';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { findFailedMessages } from '@/server/outbox/find-messages';
import { MessageList } from './message-list';

/** The back office's "Failed messages": what the outbox gave up on, with a link to its record. The caller has checked the admin role. */
export async function MessagesAdmin() {
  const failed = await findFailedMessages(getDb()).catch((error: unknown) => {
    getLogger().error({ err: error }, 'could not load the failed messages');
    return null;
  });
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <h2 id="messages-heading" className="text-xl font-bold">
        {t('admin.messages.failedHeading')}
      </h2>
      <p className="text-slate-700">{t('admin.messages.failedIntro')}</p>
      {failed === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('auth.unexpected')}
        </p>
      ) : failed.length === 0 ? (
        <p>{t('admin.messages.noneFailed')}</p>
      ) : (
        <MessageList messages={failed} withAbout />
      )}
    </section>
  );
}
