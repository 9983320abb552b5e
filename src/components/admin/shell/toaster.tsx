'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import { TOAST_COOKIE, TOAST_COOKIE_PATH, type Toast } from '@/lib/toast';

type ShownToast = Toast & { echo: boolean };

/** Successes go by themselves after this long (not while the pointer or focus is on them); errors stay until closed. */
const SUCCESS_MS = 6000;
const MAX_SHOWN = 4;

let shown: ShownToast[] = [];
const listeners = new Set<() => void>();
const publish = (next: ShownToast[]) => {
  shown = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Shows a toast. `echo`: the same text is already announced on the page (a
 * form's own message), so screen readers are not told twice.
 */
export function showToast(toast: Toast, echo = false) {
  if (shown.some((entry) => entry.id === toast.id)) return;
  publish([...shown, { ...toast, echo }].slice(-MAX_SHOWN));
}

function dismiss(id: string) {
  publish(shown.filter((entry) => entry.id !== id));
}

let counter = 0;

/** Every admin form's outcome also appears as a toast (the form keeps its own message beside the fields). */
export function useActionToast(state: FormState) {
  const last = useRef(state);
  useEffect(() => {
    if (state === last.current) return;
    last.current = state;
    if (state.status === 'idle' || !state.message) return;
    counter += 1;
    showToast({ id: `form-${counter}`, kind: state.status, message: state.message }, true);
  }, [state]);
}

/**
 * The back office's toast region (bottom of the screen, above everything but
 * open dialogs). `flashed` is the toast an action left in the one-time cookie
 * before redirecting here; it is shown once and the cookie deleted.
 */
/** None on the server; one array, as React asks of a snapshot (a new one each call loops). */
const NO_TOASTS: ShownToast[] = [];
const serverSnapshot = () => NO_TOASTS;

export function Toaster({ flashed, labels }: { flashed: Toast | null; labels: { region: string; close: string } }) {
  const toasts = useSyncExternalStore(subscribe, () => shown, serverSnapshot);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!flashed) return;
    showToast(flashed);
    // biome-ignore lint/suspicious/noDocumentCookie: deleting one fixed cookie; the Cookie Store API is missing on older phones.
    document.cookie = `${TOAST_COOKIE}=; Max-Age=0; Path=${TOAST_COOKIE_PATH}; SameSite=Strict`;
  }, [flashed]);

  return (
    <section
      aria-label={labels.region}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3 sm:items-end"
    >
      {/* Both always in the page, so screen readers are listening before the first toast arrives. */}
      {(['success', 'error'] as const).map((kind) => (
        <div
          key={kind}
          role={kind === 'error' ? 'alert' : 'status'}
          aria-live={kind === 'error' ? 'assertive' : 'polite'}
          className="contents"
        >
          {toasts
            .filter((toast) => toast.kind === kind)
            .map((toast) => (
              <ToastCard key={toast.id} toast={toast} paused={paused} closeLabel={labels.close} />
            ))}
        </div>
      ))}
    </section>
  );
}

function ToastCard({ toast, paused, closeLabel }: { toast: ShownToast; paused: boolean; closeLabel: string }) {
  useEffect(() => {
    if (toast.kind !== 'success' || paused) return;
    const timer = window.setTimeout(() => dismiss(toast.id), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.kind, paused]);
  const tone =
    toast.kind === 'error'
      ? 'border-red-300 bg-red-50 text-red-900'
      : 'border-emerald-300 bg-emerald-50 text-emerald-950';
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-lg border px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      <p className="flex-1 break-words" aria-hidden={toast.echo || undefined}>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label={closeLabel}
        className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
