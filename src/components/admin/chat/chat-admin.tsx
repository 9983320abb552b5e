import { deleteChatEntryAction } from '@/app/[locale]/admin/chat/actions';
import { english } from '@/lib/i18n/english';
import { formatCount } from '@/lib/text';
import type { ChatEntry, UnansweredQuestion } from '@/server/chat/find-chat-entries';
import { AdminList, ListFailure, type ListPage } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { ListFilters, SearchFilter } from '../list/list-filters';
import { listParams } from '../list/list-params';
import { RowActions } from '../list/row-actions';
import { AdminScreen } from '../shared/admin-screen';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { ChatEntryForm } from './chat-entry-form';
import { UnansweredQuestions } from './unanswered-questions';

export type ChatAdminParams = {
  query?: string;
  page: number;
  unansweredPage: number;
  editId?: number;
  /** An unanswered question to turn into an answer: fills the add form. */
  suggested?: string;
};

type Translations = Parameters<typeof ChatEntryForm>[0]['translations'];

function entryColumns(back: string): Column<ChatEntry>[] {
  return [
    {
      key: 'question',
      header: english('admin.chat.columns.question'),
      cell: (entry) => entry.question,
      rowHeader: true,
    },
    {
      key: 'answer',
      header: english('admin.chat.columns.answer'),
      cell: (entry) => <p className="line-clamp-3 max-w-xl whitespace-pre-line">{entry.answer}</p>,
    },
    {
      key: 'actions',
      header: english('admin.chat.columns.actions'),
      cell: (entry) => {
        const edit = new URLSearchParams(back);
        edit.set('edit', String(entry.id));
        return (
          <RowActions
            href={`/admin/chat?${edit}`}
            label={english('admin.chat.editNamed', { question: entry.question })}
            text={english('admin.chat.edit')}
          >
            <DeleteButton
              action={deleteChatEntryAction}
              id={entry.id}
              name={entry.question}
              label={english('admin.chat.deleteNamed', { question: entry.question })}
              confirmText={english('admin.chat.confirmDelete', { question: entry.question })}
              fields={{ back }}
            />
          </RowActions>
        );
      },
    },
  ];
}

/**
 * The chat helper's knowledge base (issue 8): add, search, edit, delete
 * question–answer pairs, and the questions it could not answer, each one
 * click from becoming an answer. Its page reads the data.
 */
export function ChatAdmin({
  params,
  listing,
  unanswered,
  editing,
}: {
  params: ChatAdminParams;
  listing: (ListPage<ChatEntry> & { total: number }) | null;
  unanswered: ListPage<UnansweredQuestion> | null;
  editing: { entry: ChatEntry; translations: Translations } | null;
}) {
  const list = listParams('/admin/chat', { q: params.query });
  const back = list.withPage(params.page).toString();
  return (
    <AdminScreen id="chat-admin-heading" heading={english('admin.chat.heading')} intro={english('admin.chat.intro')}>
      {listing === null || unanswered === null ? <ListFailure text={english('admin.chat.fetchFailed')} /> : null}

      <div id="chat-add" className="max-w-xl scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="mb-3 text-lg font-semibold">{english('admin.chat.addHeading')}</h3>
        {/* A new suggestion gives a new form, filled with it. */}
        <ChatEntryForm key={params.suggested ?? ''} suggested={params.suggested} />
      </div>

      {unanswered ? (
        <UnansweredQuestions unanswered={unanswered} params={Object.fromEntries(new URLSearchParams(back))} />
      ) : null}

      {listing ? (
        <section aria-labelledby="chat-list-heading" className="flex flex-col gap-3">
          <h3 id="chat-list-heading" className="text-lg font-semibold">
            {english('admin.chat.listHeading')}
          </h3>
          <ListFilters
            path={list.path}
            submitText={english('admin.chat.search')}
            clearText={english('admin.chat.clear')}
            filtered={list.filtered}
          >
            <SearchFilter label={english('admin.chat.searchLabel')} defaultValue={params.query} width="w-72" />
          </ListFilters>
          <AdminList
            label={english('admin.chat.listHeading')}
            listing={listing}
            failedText={english('admin.chat.fetchFailed')}
            emptyText={params.query ? english('admin.chat.emptySearch') : english('admin.chat.empty')}
            countText={english('admin.chat.total', { count: formatCount(listing.total, 'en') })}
            columns={entryColumns(back)}
            rowKey={(entry) => entry.id}
            rowTestId="chat-entry-row"
            path={list.path}
            params={list.params}
          />
        </section>
      ) : null}

      {editing ? (
        <EditDialog title={english('admin.chat.editHeading')} closeHref={list.href(params.page)}>
          <ChatEntryForm entry={editing.entry} translations={editing.translations} back={back} />
        </EditDialog>
      ) : null}
    </AdminScreen>
  );
}
