'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { NavModel } from './nav-model';
import { useViewer } from './use-viewer';

/** The dialog's code (Radix Dialog: focus trap, scroll lock) loads on the first tap only. */
const MobileMenuDialog = dynamic(() => import('./mobile-menu-dialog').then((module) => module.MobileMenuDialog));

export type MobileMenuLabels = { menu: string; closeMenu: string; title: string; adminPanel: string };

/** Small screens (spec §2.2): a full-screen menu with expandable groups; Admin Panel for admins. */
export function MobileMenu({ model, labels }: { model: NavModel; labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const viewer = useViewer();
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-2 text-sm font-semibold text-slate-800"
      >
        {labels.menu}
      </button>
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
