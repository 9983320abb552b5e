import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { HelpPage } from '@/components/chat/help-page';
import type { ChatReply } from '@/lib/chat-reply';
import { localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { answerChatQuestion } from '@/server/chat/answer-chat-question';
import { askedHere } from '@/server/chat/asked-here';
import { normalizeQuestion } from '@/server/chat/match-question';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { keepResponsePrivate } from '@/server/http/request-context';
import { routeLocale } from '@/server/i18n/route-locale';
import { getLogger } from '@/server/logger';
import { clientAddress } from '@/server/security/client-address';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const questionOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale();
  const t = translator(locale);
  const question = questionOf((await searchParams).q);
  return {
    title: t('chat.helpPage.answerTitle', { question: question.slice(0, 60) }),
    // One visitor's question: not a page for search engines.
    robots: { index: false, follow: true },
  };
}

/**
 * /help/answer?q=…: the help page's GET form, answered by the server with the
 * chat helper's own use-case (same rules, rate limit and unanswered list as
 * POST /api/chat), in the page's language. Dynamic, unlike /help itself.
 */
export default async function HelpAnswerRoute({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const question = questionOf((await searchParams).q);
  if (!normalizeQuestion(question)) redirect(localePath(locale, '/help'));
  const requestHeaders = await headers();
  let reply: ChatReply | undefined;
  try {
    ({ reply } = await answerChatQuestion({
      db: getDb(),
      logger: getLogger(),
      question,
      clientAddress: clientAddress(requestHeaders),
      keep: askedHere(requestHeaders.get('sec-fetch-site')),
      locale,
    }));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
    // The answer is the same for everyone and kept by the server; this refusal is for one visitor.
    keepResponsePrivate();
  }
  return (
    <HelpPage
      locale={locale}
      question={question}
      reply={reply}
      problem={reply ? undefined : translate(locale, 'chat.tooMany')}
    />
  );
}
