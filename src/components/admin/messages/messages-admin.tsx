import { t } from '@/lib/i18n/english';
import type { MessageListing } from '@/server/outbox/find-messages';
import { ListFailure } from '../list/admin-list';
import { MessageList } from './message-list';

/** The back office's "Failed messages": what the outbox gave up on, with a link to its record. Its page reads them. */
export function MessagesAdmin({ failed }: { failed: MessageListing[] | null }) {
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <h2 id="messages-heading" className="text-xl font-bold">
        {t('admin.messages.failedHeading')}
      </h2>
      <p className="text-slate-700">{t('admin.messages.failedIntro')}</p>
      {failed === null ? (
        <ListFailure text={t('auth.unexpected')} />
      ) : failed.length === 0 ? (
        <p>{t('admin.messages.noneFailed')}</p>
      ) : (
        <MessageList messages={failed} withAbout />
      )}
    </section>
  );
}
