import { english } from '@/lib/i18n/english';
import type { MessageListing } from '@/server/outbox/find-messages';
import { ListFailure } from '../list/admin-list';
import { AdminScreen } from '../shared/admin-screen';
import { MessageList } from './message-list';

/** The back office's "Failed messages": what the outbox gave up on, with a link to its record. Its page reads them. */
export function MessagesAdmin({ failed }: { failed: MessageListing[] | null }) {
  return (
    <AdminScreen
      id="messages-heading"
      heading={english('admin.messages.failedHeading')}
      intro={english('admin.messages.failedIntro')}
    >
      {failed === null ? (
        <ListFailure text={english('auth.unexpected')} />
      ) : failed.length === 0 ? (
        <p>{english('admin.messages.noneFailed')}</p>
      ) : (
        <MessageList messages={failed} withAbout />
      )}
    </AdminScreen>
  );
}
