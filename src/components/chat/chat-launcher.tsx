'use client';

import { usePathname } from 'next/navigation';
import { type ComponentType, useRef, useState } from 'react';
import type { ChatPanelProps } from './chat-panel';
import type { ChatContacts, ChatTexts } from './chat-types';

/**
 * The floating button. The panel (and everything it needs) is a separate
 * chunk, fetched the first time the button is used, so pages do not carry it.
 */
export function ChatLauncher({ texts, contacts }: { texts: ChatTexts; contacts: ChatContacts }) {
  const pathname = usePathname();
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

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

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={toggle}
        aria-expanded={open}
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
      </button>
      {open && Panel ? <Panel texts={texts} contacts={contacts} onClose={close} launcher={button} /> : null}
    </>
  );
}
