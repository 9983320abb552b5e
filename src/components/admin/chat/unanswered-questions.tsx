import { dismissUnansweredAction } from '@/app/[locale]/admin/chat/actions';
import { Pagination } from '@/components/marketing/pagination';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';
import type { UnansweredQuestion } from '@/server/chat/find-chat-entries';
import type { ListPage } from '../list/admin-list';
import { formatAdminDate } from '../list/admin-time';
import { DeleteButton } from '../shared/delete-button';

/** The questions the helper could not answer, most asked first, each one click from becoming an answer. */
export function UnansweredQuestions({
  unanswered,
  params,
}: {
  unanswered: ListPage<UnansweredQuestion>;
  params: Record<string, string>;
}) {
  return (
    <section aria-labelledby="chat-unanswered-heading" className="flex flex-col gap-2">
      <h3 id="chat-unanswered-heading" className="text-lg font-semibold">
        {english('admin.chat.unansweredHeading')}
      </h3>
      <p className="max-w-3xl text-sm text-slate-700">{english('admin.chat.unansweredIntro')}</p>
      {unanswered.rows.length === 0 ? (
        <p>{english('admin.chat.unansweredEmpty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {unanswered.rows.map((question) => (
              <li
                key={question.question}
                data-testid="unanswered-question"
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3"
              >
                <span className="min-w-48 flex-1">
                  <span className="block font-semibold break-words">{question.question}</span>
                  <span className="block text-sm text-slate-600">
                    {question.times === 1
                      ? english('admin.chat.timesOne')
                      : english('admin.chat.times', { count: question.times })}
                    {', '}
                    {english('admin.chat.lastAsked', { date: formatAdminDate(question.lastAskedAt) })}
                  </span>
                </span>
                <Link
                  href={`/admin/chat?${new URLSearchParams({ ask: question.question })}#chat-add`}
                  aria-label={english('admin.chat.turnNamed', { question: question.question })}
                  className={buttonClass('secondary')}
                >
                  {english('admin.chat.turnIntoAnswer')}
                </Link>
                <DeleteButton
                  action={dismissUnansweredAction}
                  name={question.question}
                  label={english('admin.chat.dismissNamed', { question: question.question })}
                  text={english('admin.chat.dismiss')}
                  fields={{ question: question.question }}
                />
              </li>
            ))}
          </ul>
          <Pagination
            locale="en"
            basePath="/admin/chat"
            page={unanswered.page}
            pageCount={unanswered.pageCount}
            pageParam="upage"
            params={params}
            label={english('admin.chat.unansweredHeading')}
          />
        </>
      )}
    </section>
  );
}
