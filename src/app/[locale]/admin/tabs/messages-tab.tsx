import { MessagesAdmin } from '@/components/admin/messages/messages-admin';
import { getDb } from '@/server/db';
import { findFailedMessages } from '@/server/outbox/find-messages';
import { readOrLog } from './read-or-log';

export async function MessagesTab() {
  return <MessagesAdmin failed={await readOrLog(findFailedMessages(getDb()), 'the failed messages')} />;
}
