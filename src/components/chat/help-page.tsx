import { PageHero } from '@/components/marketing/page-hero';
import { Link } from '@/components/ui/link';
import type { ChatReply } from '@/lib/chat-reply';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { CHAT_TYPED_MAX } from '@/lib/schemas/chat';
import { emergencyParts, teamContactParts } from '@/server/chat/contact-reply';
import { readCompanySettings } from '@/server/settings';
import { ChatReplyView } from './chat-reply-view';
import { chatTexts } from './chat-widget';

const card = 'rounded-lg border border-slate-200 bg-white p-5';
const heading = 'mb-3 text-xl font-semibold text-cyan-950';

/**
 * The chat helper as a page (/help, and /help/answer with a question): the
 * panel's greeting, topics and contacts, and a plain GET form answered by the
 * server, so it all works on a phone without JavaScript.
 */
export async function HelpPage({
  locale,
  question,
  reply,
  problem,
}: {
  locale: Locale;
  question?: string;
  reply?: ChatReply;
  /** The panel's note instead of an answer (too many questions). */
  problem?: string;
}) {
  const t = translator(locale);
  const texts = chatTexts(locale);
  const company = await readCompanySettings(locale);
  const emergency = emergencyParts(company, locale);
  return (
    <>
      <PageHero
        eyebrow={t('chat.helpPage.title')}
        heading={t('chat.helpPage.heading')}
        text={texts.greeting}
        tone="cyan"
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2">
        {question ? (
          <section className={`${card} md:col-span-2`} aria-labelledby="help-answer-heading">
            <h2 id="help-answer-heading" className={heading}>
              {t('chat.helpPage.answerHeading')}
            </h2>
            <p className="mb-2 text-slate-700">{t('chat.helpPage.youAsked', { question })}</p>
            <div data-testid="help-answer">
              {reply ? (
                <ChatReplyView answer={reply.answer} parts={reply.parts} wasLabel={texts.was} locale={locale} />
              ) : (
                <p>{problem}</p>
              )}
            </div>
          </section>
        ) : null}
        <section className={`${card} md:col-span-2`} aria-labelledby="help-ask-heading">
          <h2 id="help-ask-heading" className={heading}>
            {t('chat.helpPage.askHeading')}
          </h2>
          <form action={localePath(locale, '/help/answer')} method="get" className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="help-question" className="sr-only">
              {texts.inputLabel}
            </label>
            <input
              id="help-question"
              name="q"
              type="text"
              required
              autoComplete="off"
              maxLength={CHAT_TYPED_MAX}
              placeholder={texts.placeholder}
              className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-400 px-3 text-base"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-cyan-800 px-5 font-semibold text-white hover:bg-cyan-900"
            >
              {t('chat.helpPage.askButton')}
            </button>
          </form>
        </section>
        <section className={card} aria-labelledby="help-team-heading">
          <h2 id="help-team-heading" className={heading}>
            {t('chat.helpPage.teamHeading')}
          </h2>
          <ChatReplyView parts={teamContactParts(company, locale)} wasLabel={texts.was} locale={locale} />
        </section>
        {emergency.length > 0 ? (
          <section className="rounded-lg border border-red-200 bg-red-50 p-5" aria-labelledby="help-emergency-heading">
            <h2 id="help-emergency-heading" className="mb-3 text-xl font-semibold text-red-900">
              {t('contactPage.emergencies')}
            </h2>
            <ChatReplyView parts={emergency} wasLabel={texts.was} locale={locale} />
          </section>
        ) : null}
        <section className="md:col-span-2" aria-labelledby="help-topics-heading">
          <h2 id="help-topics-heading" className={heading}>
            {t('chat.helpPage.topicsHeading')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {texts.cards.map((topic) => (
              <li key={topic.href}>
                <Link
                  href={topic.href}
                  className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-cyan-700"
                >
                  <span className="block font-semibold text-cyan-900">{topic.title}</span>
                  <span className="block text-sm text-slate-700">{topic.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
