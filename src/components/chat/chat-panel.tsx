'use client';

import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import type { ChatPart, ChatReply } from '@/lib/chat-reply';
import type { Locale } from '@/lib/i18n/locales';
import { ChatReplyView } from './chat-reply-view';
import type { ChatTexts } from './chat-types';

export type ChatPanelProps = {
  texts: ChatTexts;
  /** The company's contacts and emergency numbers, for Help. */
  helpParts: ChatPart[];
  /** The page's language: the server answers in it, prices are formatted in it. */
  locale: Locale;
  onClose: () => void;
  /** The floating button: a click on it is not an "outside click". */
  launcher: RefObject<HTMLElement | null>;
};

/** A question, or an answer with its tappable parts; `problem` is the panel's own note (offline, too fast). */
type Message = { id: number; from: 'you' | 'helper'; text: string; parts?: ChatPart[]; problem?: boolean };

/** The conversation lasts the visit: kept in the tab's session storage, so it survives moving between pages. */
const HISTORY_KEY = 'chat-history';
const HISTORY_MAX = 60;

function readHistory(): Message[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Message[]).slice(-HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

function keepHistory(messages: Message[]) {
  try {
    sessionStorage.setItem(HISTORY_KEY, JSON.stringify(messages.slice(-HISTORY_MAX)));
  } catch {
    // Private mode or a full storage: the conversation still shows while the panel is open.
  }
}

function isReply(value: unknown): value is ChatReply {
  const reply = value as Partial<ChatReply> | null;
  return typeof reply?.answer === 'string' && Array.isArray(reply.parts);
}

/**
 * The chat panel (spec §2.2, §4): home view with the greeting, Ask a question,
 * About / Services / Contact cards and a Help popup; question view with the
 * conversation and a text box. Escape and a click outside close it; focus
 * moves in on opening (and back to the button on closing, by the launcher).
 */
export function ChatPanel({ texts, helpParts, locale, onClose, launcher }: ChatPanelProps) {
  const [view, setView] = useState<'home' | 'ask'>(() => (readHistory().length > 0 ? 'ask' : 'home'));
  const [helpOpen, setHelpOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>(readHistory);
  const [waiting, setWaiting] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panel.current?.contains(target) || launcher.current?.contains(target)) return;
      onClose();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, launcher]);

  useEffect(() => {
    if (view === 'ask') input.current?.focus();
    else firstAction.current?.focus();
  }, [view]);

  useEffect(() => {
    keepHistory(messages);
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = input.current?.value.trim() ?? '';
    // Empty or only spaces: nothing to ask (spec §5).
    if (!question || waiting) return;
    if (input.current) input.current.value = '';
    const asked: Message = { id: Date.now(), from: 'you', text: question };
    setMessages((current) => [...current, asked]);
    setWaiting(true);
    const reply = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question, locale }),
    })
      .then(async (response): Promise<Omit<Message, 'id' | 'from'>> => {
        if (response.status === 429) return { text: texts.tooMany, problem: true };
        if (!response.ok) return { text: texts.failed, problem: true };
        const reply: unknown = await response.json();
        return isReply(reply) ? { text: reply.answer, parts: reply.parts } : { text: texts.failed, problem: true };
      })
      .catch(() => ({ text: texts.failed, problem: true }));
    setMessages((current) => [...current, { id: asked.id + 1, from: 'helper', ...reply }]);
    setWaiting(false);
  }

  const button = 'inline-flex min-h-11 items-center justify-center rounded-md px-3 font-semibold';
  return (
    <section
      ref={panel}
      id="chat-panel"
      role="dialog"
      aria-labelledby="chat-title"
      className="fixed right-4 bottom-20 z-40 flex max-h-[80vh] w-[360px] max-w-[90vw] flex-col overflow-hidden rounded-xl border border-slate-300 bg-white text-slate-900 shadow-2xl"
    >
      <header className="flex items-center gap-2 bg-cyan-800 px-4 py-2 text-white">
        {view === 'ask' ? (
          <button type="button" onClick={() => setView('home')} className={`${button} -ml-2 px-2 underline`}>
            {texts.back}
          </button>
        ) : null}
        <h2 id="chat-title" className="flex-1 text-lg font-bold">
          {texts.title}
        </h2>
        <button
          type="button"
          onClick={() => setHelpOpen((shown) => !shown)}
          aria-expanded={helpOpen}
          aria-controls="chat-help"
          className={`${button} border border-white/60`}
        >
          {texts.help}
        </button>
        <button type="button" onClick={onClose} aria-label={texts.close} className={`${button} -mr-2 px-2`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {helpOpen ? (
        <section
          id="chat-help"
          aria-label={texts.helpTitle}
          className="max-h-[45vh] overflow-y-auto border-b border-slate-200 bg-amber-50 px-4 py-3 text-sm"
        >
          <p className="font-semibold">{texts.helpTitle}</p>
          <ChatReplyView parts={helpParts} wasLabel={texts.was} locale={locale} />
        </section>
      ) : null}

      {view === 'home' ? (
        <div className="flex flex-col gap-3 overflow-y-auto p-4">
          <p>{texts.greeting}</p>
          <button
            ref={firstAction}
            type="button"
            onClick={() => setView('ask')}
            className={`${button} bg-cyan-800 text-white`}
          >
            {texts.ask}
          </button>
          <ul className="grid gap-2">
            {texts.cards.map((card) => (
              <li key={card.href}>
                <Link href={card.href} className="block rounded-lg border border-slate-200 p-3 hover:border-cyan-700">
                  <span className="block font-semibold text-cyan-900">{card.title}</span>
                  <span className="block text-sm text-slate-700">{card.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {/* The log holds the list (a list's items must sit in a list, not in a log). */}
          <div role="log" aria-label={texts.title} className="min-h-32 flex-1 overflow-y-auto p-4 text-sm">
            <ol className="flex flex-col gap-2">
              {messages.map((message) => (
                <li
                  key={message.id}
                  data-testid={message.from === 'you' ? 'chat-question' : 'chat-answer'}
                  className={
                    message.from === 'you'
                      ? 'ml-8 self-end rounded-lg bg-cyan-800 px-3 py-2 text-white'
                      : 'mr-8 self-start rounded-lg bg-slate-100 px-3 py-2'
                  }
                >
                  <span className="sr-only">{message.from === 'you' ? texts.you : texts.helper}: </span>
                  {message.from === 'you' || message.problem ? (
                    message.text
                  ) : (
                    <ChatReplyView
                      answer={message.text}
                      parts={message.parts ?? []}
                      wasLabel={texts.was}
                      locale={locale}
                    />
                  )}
                </li>
              ))}
              {waiting ? (
                <li className="mr-8 self-start rounded-lg bg-slate-100 px-3 py-2 text-slate-600">{texts.thinking}</li>
              ) : null}
              <li ref={end} aria-hidden="true" />
            </ol>
          </div>
          <form onSubmit={ask} className="flex gap-2 border-t border-slate-200 p-3">
            <label htmlFor="chat-question" className="sr-only">
              {texts.inputLabel}
            </label>
            <input
              ref={input}
              id="chat-question"
              name="question"
              type="text"
              autoComplete="off"
              maxLength={500}
              placeholder={texts.placeholder}
              className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-400 px-3 text-base"
            />
            <button type="submit" disabled={waiting} className={`${button} bg-cyan-800 text-white disabled:opacity-60`}>
              {texts.send}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
