import { ChatAdmin, type ChatAdminParams } from '@/components/admin/chat/chat-admin';
import { findChatEntries, findUnansweredQuestions } from '@/server/chat/find-chat-entries';
import { getDb } from '@/server/db';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { readOrLog } from './read-or-log';

export async function ChatTab({ params }: { params: ChatAdminParams }) {
  const db = getDb();
  const [listing, unanswered] = await Promise.all([
    readOrLog(findChatEntries(db, { query: params.query, page: params.page }), 'the chat helper for the admin'),
    readOrLog(findUnansweredQuestions(db, { page: params.unansweredPage }), 'the unanswered questions'),
  ]);
  const entry = listing?.entries.find((candidate) => candidate.id === params.editId);
  const translations = entry
    ? (await findTranslationsFor(db, 'chat_knowledge_translations', [entry.id])).get(entry.id)
    : undefined;
  return (
    <ChatAdmin
      params={params}
      listing={listing && { ...listing, rows: listing.entries }}
      unanswered={unanswered && { ...unanswered, rows: unanswered.questions }}
      editing={entry ? { entry, translations } : null}
    />
  );
}
