import { MessagesAdmin } from '@/components/admin/messages/messages-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { findFailedMessages } from '@/server/outbox/find-messages';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';

/** The messages that could not be sent (or that a limit stopped), with the way to their records. */
export default async function MessagesPage() {
  const viewer = await requireAdminPage('/admin/messages');
  const failed = await readOrLog(findFailedMessages(getDb()), 'the failed messages');
  return (
    <AdminFrame viewer={viewer} path="/admin/messages">
      <MessagesAdmin failed={failed} />
    </AdminFrame>
  );
}
