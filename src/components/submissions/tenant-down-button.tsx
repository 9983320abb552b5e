'use client';

import dynamic from 'next/dynamic';
import { type MouseEvent, useRef, useState } from 'react';
import { useLocale } from '@/components/layout/use-site-path';
import { localePath } from '@/lib/i18n/locales';
import type { TenantDownFormTexts } from './form-texts';

/** The dialog's code (Radix Dialog, the form) loads on the first tap only. */
const TenantDownDialog = dynamic(() => import('./tenant-down-dialog').then((module) => module.TenantDownDialog));

/**
 * "Tenant down": opens the emergency form in a modal. It is a link to the
 * form's own page, so it also works before the script has loaded. The modal
 * closes 2 seconds after a success (spec), so the success text with the
 * report's reference stays beside the link afterwards.
 */
export function TenantDownButton({
  label,
  className,
  texts,
}: {
  label: string;
  className: string;
  texts: TenantDownFormTexts;
}) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const locale = useLocale();

  function show(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setOpenings((count) => count + 1);
    setOpen(true);
  }

  return (
    <>
      <a
        ref={trigger}
        href={localePath(locale, '/join-us/tenant-down')}
        aria-haspopup="dialog"
        onClick={show}
        className={className}
      >
        {label}
      </a>
      {openings > 0 ? (
        <TenantDownDialog
          key={openings}
          texts={texts}
          open={open}
          onOpenChange={setOpen}
          onClosed={() => trigger.current?.focus()}
          onSent={setSent}
        />
      ) : null}
      {/* Not a live region: the modal's own message was announced already. */}
      {sent && !open ? (
        <p className="mt-3 font-semibold text-red-900" data-testid="tenant-down-sent">
          {sent}
        </p>
      ) : null}
    </>
  );
}
