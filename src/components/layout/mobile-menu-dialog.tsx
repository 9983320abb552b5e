'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@/components/ui/link';
import { LanguageSwitcher } from './language-switcher';
import type { NavGroup, NavModel } from './nav-model';

export type MobileMenuLabels = { menu: string; closeMenu: string; title: string; adminPanel: string; language: string };

const linkClass = 'block rounded px-3 py-3 text-base text-slate-900 hover:bg-cyan-50';

function Group({ label, groups, close }: { label: string; groups: NavGroup[]; close: () => void }) {
  return (
    <details className="group border-b border-slate-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-3 text-base font-semibold text-slate-900">
        {label}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="pb-3 pl-3">
        {groups.map((group) => (
          <div key={group.heading} className="mt-2">
            <p className="px-3 text-xs font-bold tracking-wide text-cyan-900">{group.heading}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The full-screen menu itself; Radix Dialog traps focus, locks page scroll and closes on Escape. */
export function MobileMenuDialog({
  open,
  onOpenChange,
  model,
  labels,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  model: NavModel;
  labels: MobileMenuLabels;
  isAdmin: boolean;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The overlay is what locks the page scroll in Radix Dialog. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-white" />
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto bg-white p-4" aria-describedby={undefined}>
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-cyan-950">{labels.title}</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 font-semibold">
              {labels.closeMenu}
            </Dialog.Close>
          </div>
          <LanguageSwitcher label={labels.language} className="mb-3 border-b border-slate-200 pb-3" />
          <nav aria-label={model.label}>
            <Group label={model.company.label} groups={model.company.groups} close={close} />
            <Link
              href={model.services.href}
              onClick={close}
              className={`${linkClass} border-b border-slate-200 font-semibold`}
            >
              {model.services.label}
            </Link>
            <Group label={model.products.label} groups={model.products.groups} close={close} />
            <Link
              href={model.contact.href}
              onClick={close}
              className={`${linkClass} border-b border-slate-200 font-semibold`}
            >
              {model.contact.label}
            </Link>
            {isAdmin ? (
              <Link href="/admin" onClick={close} className={`${linkClass} font-semibold text-cyan-900`}>
                {labels.adminPanel}
              </Link>
            ) : null}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
