import { ChatAdmin } from '@/components/admin/chat/chat-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { findChatEntries, findUnansweredQuestions } from '@/server/chat/find-chat-entries';
import { getDb } from '@/server/db';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { editIdOf, pageOf, param, type SearchParams } from '../search-params';

/** The chat helper's answers, and the questions it could not answer. */
export default async function ChatPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/chat');
  const query = await searchParams;
  const params = {
    query: param(query, 'q'),
    page: pageOf(query),
    unansweredPage: pageOf(query, 'upage'),
    editId: editIdOf(query),
    suggested: param(query, 'ask')?.slice(0, 200),
  };
  const db = getDb();
  const [listing, unanswered] = await Promise.all([
    readOrLog(findChatEntries(db, { query: params.query, page: params.page }), 'the chat helper for the admin'),
    readOrLog(findUnansweredQuestions(db, { page: params.unansweredPage }), 'the unanswered questions'),
  ]);
  const entry = listing?.rows.find((candidate) => candidate.id === params.editId);
  const translations = entry
    ? (await findTranslationsFor(db, 'chat_knowledge_translations', [entry.id])).get(entry.id)
    : undefined;
  return (
    <AdminFrame viewer={viewer} path="/admin/chat">
      <ChatAdmin
        params={params}
        listing={listing}
        unanswered={unanswered}
        editing={entry ? { entry, translations } : null}
      />
    </AdminFrame>
  );
}
