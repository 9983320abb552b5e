import Link from 'next/link';
import { deleteChatEntryAction, dismissUnansweredAction } from '@/app/[locale]/admin/chat-actions';
import { Pagination } from '@/components/marketing/pagination';
import { t } from '@/lib/i18n/english';
import { formatCount } from '@/lib/text';
import { findChatEntries, findUnansweredQuestions } from '@/server/chat/find-chat-entries';
import { getDb } from '@/server/db';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { getLogger } from '@/server/logger';
import { TableScroller } from '../list/table-scroller';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { ChatEntryForm } from './chat-entry-form';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export type ChatAdminParams = {
  query?: string;
  page: number;
  unansweredPage: number;
  editId?: number;
  /** An unanswered question to turn into an answer: fills the add form. */
  suggested?: string;
};

/**
 * The chat helper's knowledge base (issue 8): add, search, edit, delete
 * question–answer pairs, and the questions it could not answer, each one
 * click from becoming an answer. The caller has checked the admin role.
 */
export async function ChatAdmin({ params }: { params: ChatAdminParams }) {
  const db = getDb();
  const logFailure = (error: unknown) => {
    getLogger().error({ err: error }, 'could not load the chat helper for the admin');
    return null;
  };
  const [listing, unanswered] = await Promise.all([
    findChatEntries(db, { query: params.query, page: params.page }).catch(logFailure),
    findUnansweredQuestions(db, { page: params.unansweredPage }).catch(logFailure),
  ]);
  const listParams: Record<string, string> = { tab: 'chat' };
  if (params.query) listParams.q = params.query;
  const back = new URLSearchParams(listParams);
  if (params.page > 1) back.set('page', String(params.page));
  const editing = listing?.entries.find((entry) => entry.id === params.editId);
  const editingTranslations = editing
    ? (await findTranslationsFor(db, 'chat_knowledge_translations', [editing.id])).get(editing.id)
    : undefined;
  const cell = 'border-b border-slate-200 px-3 py-2 align-top';

  return (
    <section aria-labelledby="chat-admin-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="chat-admin-heading" className="text-xl font-bold">
          {t('admin.chat.heading')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('admin.chat.intro')}</p>
      </div>
      {listing === null || unanswered === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.chat.fetchFailed')}
        </p>
      ) : null}

      <div id="chat-add" className="max-w-xl scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="mb-3 text-lg font-semibold">{t('admin.chat.addHeading')}</h3>
        {/* A new suggestion gives a new form, filled with it. */}
        <ChatEntryForm key={params.suggested ?? ''} suggested={params.suggested} />
      </div>

      {unanswered ? (
        <section aria-labelledby="chat-unanswered-heading" className="flex flex-col gap-2">
          <h3 id="chat-unanswered-heading" className="text-lg font-semibold">
            {t('admin.chat.unansweredHeading')}
          </h3>
          <p className="max-w-3xl text-sm text-slate-700">{t('admin.chat.unansweredIntro')}</p>
          {unanswered.total === 0 ? (
            <p>{t('admin.chat.unansweredEmpty')}</p>
          ) : (
            <>
              <ul className="flex flex-col gap-2">
                {unanswered.questions.map((question) => (
                  <li
                    key={question.question}
                    data-testid="unanswered-question"
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3"
                  >
                    <span className="min-w-48 flex-1">
                      <span className="block font-semibold break-words">{question.question}</span>
                      <span className="block text-sm text-slate-600">
                        {question.times === 1
                          ? t('admin.chat.timesOne')
                          : t('admin.chat.times', { count: question.times })}
                        {', '}
                        {t('admin.chat.lastAsked', { date: dateFormat.format(question.lastAskedAt) })}
                      </span>
                    </span>
                    <Link
                      href={`/admin?${new URLSearchParams({ tab: 'chat', ask: question.question })}#chat-add`}
                      aria-label={t('admin.chat.turnNamed', { question: question.question })}
                      className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 font-semibold text-cyan-900"
                    >
                      {t('admin.chat.turnIntoAnswer')}
                    </Link>
                    <DeleteButton
                      action={dismissUnansweredAction}
                      name={question.question}
                      label={t('admin.chat.dismissNamed', { question: question.question })}
                      text={t('admin.chat.dismiss')}
                      fields={{ question: question.question }}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                basePath="/admin"
                page={unanswered.page}
                pageCount={unanswered.pageCount}
                pageParam="upage"
                params={Object.fromEntries(back)}
                label={t('admin.chat.unansweredHeading')}
              />
            </>
          )}
        </section>
      ) : null}

      {listing ? (
        <section aria-labelledby="chat-list-heading" className="flex flex-col gap-3">
          <h3 id="chat-list-heading" className="text-lg font-semibold">
            {t('admin.chat.listHeading')}
          </h3>
          <search>
            <form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="tab" value="chat" />
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('admin.chat.searchLabel')}
                <input
                  type="search"
                  name="q"
                  defaultValue={params.query}
                  maxLength={100}
                  className="min-h-11 w-72 max-w-full rounded-md border border-slate-400 px-3 text-base"
                />
              </label>
              <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
                {t('admin.chat.search')}
              </button>
              {params.query ? (
                <Link href="/admin?tab=chat" className="inline-flex min-h-11 items-center px-2 underline">
                  {t('admin.chat.clear')}
                </Link>
              ) : null}
            </form>
          </search>
          {listing.total === 0 ? (
            <p>{params.query ? t('admin.chat.emptySearch') : t('admin.chat.empty')}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">{t('admin.chat.total', { count: formatCount(listing.total) })}</p>
              <TableScroller label={t('admin.chat.listHeading')}>
                <table className="min-w-full text-left text-sm">
                  <caption className="sr-only">{t('admin.chat.listHeading')}</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={cell}>
                        {t('admin.chat.columns.question')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('admin.chat.columns.answer')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('admin.chat.columns.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {listing.entries.map((entry) => {
                      const editHref = new URLSearchParams(back);
                      editHref.set('edit', String(entry.id));
                      return (
                        <tr key={entry.id} data-testid="chat-entry-row">
                          <th scope="row" className={`${cell} font-semibold`}>
                            {entry.question}
                          </th>
                          <td className={cell}>
                            <p className="line-clamp-3 max-w-xl whitespace-pre-line">{entry.answer}</p>
                          </td>
                          <td className={cell}>
                            <div className="flex flex-wrap items-start gap-2">
                              <Link
                                href={`/admin?${editHref}`}
                                aria-label={t('admin.chat.editNamed', { question: entry.question })}
                                className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 font-semibold text-cyan-900"
                              >
                                {t('admin.chat.edit')}
                              </Link>
                              <DeleteButton
                                action={deleteChatEntryAction}
                                id={entry.id}
                                name={entry.question}
                                label={t('admin.chat.deleteNamed', { question: entry.question })}
                                confirmText={t('admin.chat.confirmDelete', { question: entry.question })}
                                fields={{ back: back.toString() }}
                              />
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroller>
              <Pagination
                basePath="/admin"
                page={listing.page}
                pageCount={listing.pageCount}
                params={listParams}
                label={t('admin.chat.listHeading')}
              />
            </>
          )}
        </section>
      ) : null}

      {editing ? (
        <EditDialog title={t('admin.chat.editHeading')} closeHref={`/admin?${back}`}>
          <ChatEntryForm entry={editing} translations={editingTranslations} back={back.toString()} />
        </EditDialog>
      ) : null}
    </section>
  );
}
