'use client';

import dynamic from 'next/dynamic';
import { type KeyboardEvent, type MouseEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';
import type { MobileMenuLabels } from './mobile-menu-dialog';
import { type NavModel, SITE_MENU_PATH } from './nav-model';
import { useViewer } from './use-viewer';

/** The dialog's code (Radix Dialog: focus trap, scroll lock) loads on the first tap only. */
const MobileMenuDialog = dynamic(() => import('./mobile-menu-dialog').then((module) => module.MobileMenuDialog));

/**
 * Small screens (spec §2.2): a full-screen menu with expandable groups; Admin Panel for admins.
 * The control is a link to the /menu page, so it works without JavaScript (and before the
 * script has run); once the script runs, it opens the dialog instead and stays on the page.
 */
const noSubscription = () => () => {};

export function MobileMenu({ model, labels }: { model: NavModel; labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  // False in the server's HTML and while hydrating: the link becomes a button only once it can open the dialog.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [everOpened, setEverOpened] = useState(false);
  const viewer = useViewer();
  const pathname = useSitePath();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  function show(event: MouseEvent | KeyboardEvent) {
    // A new tab (Ctrl or middle click) still gets the /menu page.
    if ('button' in event && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    setEverOpened(true);
    setOpen(true);
  }

  return (
    <div className="md:hidden">
      {/* A link so it works without JavaScript (to /menu); with the script it opens the dialog, so it is announced as a button and Space opens it too. */}
      <a
        href={SITE_MENU_PATH}
        role={scripted ? 'button' : undefined}
        aria-haspopup={scripted ? 'dialog' : undefined}
        aria-expanded={scripted ? open : undefined}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === ' ') show(event);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-2 text-sm font-semibold text-slate-800"
      >
        {labels.menu}
      </a>
      {everOpened ? (
        <MobileMenuDialog
          open={open}
          onOpenChange={setOpen}
          model={model}
          labels={labels}
          isAdmin={viewer?.isAdmin === true}
        />
      ) : null}
    </div>
  );
}
