import type { FormState } from '@/lib/forms/form-state';

/** The form-wide outcome, read out by screen readers when it changes. */
export function FormMessage({ state }: { state: FormState }) {
  const tone =
    state.status === 'error'
      ? 'border-red-300 bg-red-50 text-red-800'
      : state.status === 'success'
        ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
        : '';
  return (
    <div role={state.status === 'error' ? 'alert' : 'status'} aria-live="polite">
      {state.message ? <p className={`rounded-md border px-3 py-2 text-sm ${tone}`}>{state.message}</p> : null}
    </div>
  );
}
