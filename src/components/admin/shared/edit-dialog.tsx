'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';

/**
 * The edit "modal": its own URL (?edit=ID), so it can be linked and works before
 * JavaScript loads; once loaded it becomes a real modal dialog (focus kept
 * inside, Escape closes it and returns to the list).
 */
export function EditDialog({
  title,
  closeHref,
  closeLabel = english('admin.people.cancel'),
  children,
}: {
  title: string;
  closeHref: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(':modal')) return;
    element.close();
    element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby="edit-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        router.push(closeHref);
      }}
      className="fixed inset-0 z-50 m-auto max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-slate-300 bg-white p-5 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="edit-dialog-title" className="text-xl font-bold">
          {title}
        </h2>
        <Link href={closeHref} className="min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-cyan-800 underline">
          {closeLabel}
        </Link>
      </div>
      {children}
    </dialog>
  );
}
