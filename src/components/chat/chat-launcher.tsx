'use client';

import { type ComponentType, type KeyboardEvent, type MouseEvent, useRef, useState, useSyncExternalStore } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';
import type { ChatPart } from '@/lib/chat-reply';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import type { ChatPanelProps } from './chat-panel';
import type { ChatTexts } from './chat-types';

const noSubscription = () => () => {};

/**
 * The floating button. In the page's HTML it is a link to /help (the same
 * topics, contacts and questions, answered by the server), so it works before
 * the script arrives or without it; once the script runs it opens the panel
 * instead. The panel (and everything it needs) is a separate chunk, fetched
 * the first time the button is used, so pages do not carry it.
 */
export function ChatLauncher({ texts, helpParts }: { texts: ChatTexts; helpParts: ChatPart[] }) {
  const pathname = useSitePath();
  const locale = splitLocale(pathname).locale;
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  // False in the server's HTML and while hydrating, true after: the link becomes a button only once it can open the panel.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // The back office has its own help (and its toasts sit where the button would).
  if (pathname.startsWith('/admin')) return null;

  async function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    if (!Panel) {
      setLoading(true);
      try {
        const chunk = await import('./chat-panel');
        setPanel(() => chunk.ChatPanel);
      } catch {
        // A dropped connection: the next tap tries again.
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab (Ctrl or middle click) still gets the help page.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void toggle();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // A link answers Enter only; a button answers Space too.
    if (event.key === ' ') {
      event.preventDefault();
      void toggle();
    }
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <a
        ref={button}
        href={localePath(locale, '/help')}
        role={scripted ? 'button' : undefined}
        onClick={onClick}
        onKeyDown={scripted ? onKeyDown : undefined}
        aria-expanded={scripted ? open : undefined}
        aria-controls={open ? 'chat-panel' : undefined}
        aria-label={texts.open}
        aria-busy={loading || undefined}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-cyan-800 text-white shadow-lg hover:bg-cyan-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-cyan-600"
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-current stroke-2">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" strokeLinecap="round" />
            )}
          </svg>
        )}
      </a>
      {open && Panel ? (
        <Panel texts={texts} helpParts={helpParts} locale={locale} onClose={close} launcher={button} />
      ) : null}
    </>
  );
}
