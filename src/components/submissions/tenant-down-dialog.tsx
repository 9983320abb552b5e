'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import type { TenantDownFormTexts } from './form-texts';
import { TenantDownForm } from './tenant-down-form';

/** Spec §4 and §9: the modal closes 2 seconds after a successful report. */
export const TENANT_MODAL_CLOSE_MS = 2000;

export function TenantDownDialog({
  texts,
  open,
  onOpenChange,
  onClosed,
  onSent,
}: {
  texts: TenantDownFormTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The success text with the reference, kept on the page after the modal has closed. */
  onSent: (message: string) => void;
  /** Where the focus goes back to: the "Tenant down" link (it was loaded after the tap, so Radix cannot know). */
  onClosed: () => void;
}) {
  const titleId = useId();
  const [sentAt, setSentAt] = useState<number | null>(null);

  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setTimeout(() => onOpenChange(false), TENANT_MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <Dialog.Title id={titleId} className="mb-1 text-xl font-bold text-red-800">
            {texts.title}
          </Dialog.Title>
          <p className="mb-3 text-slate-700">{texts.intro}</p>
          <TenantDownForm
            texts={texts}
            idPrefix="tenant-dialog"
            onSuccess={(message) => {
              setSentAt(Date.now());
              onSent(message);
            }}
            actions={
              <Dialog.Close className="min-h-11 rounded-md border border-slate-400 px-4 font-semibold">
                {texts.cancel}
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
