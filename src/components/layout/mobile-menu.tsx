'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { type NavModel, SITE_MENU_PATH } from './nav-model';
import { useViewer } from './use-viewer';

/** The dialog's code (Radix Dialog: focus trap, scroll lock) loads on the first tap only. */
const MobileMenuDialog = dynamic(() => import('./mobile-menu-dialog').then((module) => module.MobileMenuDialog));

export type MobileMenuLabels = { menu: string; closeMenu: string; title: string; adminPanel: string };

/**
 * Small screens (spec §2.2): a full-screen menu with expandable groups; Admin Panel for admins.
 * The control is a link to the /menu page, so it works without JavaScript (and before the
 * script has run); once the script runs, it opens the dialog instead and stays on the page.
 */
export function MobileMenu({ model, labels }: { model: NavModel; labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const viewer = useViewer();
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  function show(event: MouseEvent | KeyboardEvent) {
    event.preventDefault();
    setEverOpened(true);
    setOpen(true);
  }

  return (
    <div className="md:hidden">
      {/* biome-ignore lint/a11y/useSemanticElements: a link so it works without JavaScript (to /menu); with the script it opens the dialog, so it is announced as a button and Space opens it too. */}
      <a
        href={SITE_MENU_PATH}
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
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
