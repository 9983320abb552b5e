'use client';

import { useFormStatus } from 'react-dom';

/** Shows the busy label (e.g. "Sending...") while its form is submitting. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  describedBy,
}: {
  label: string;
  busyLabel: string;
  busy?: boolean;
  /** What the button acts on, when its label alone does not say (a row's "Save roles"). */
  describedBy?: string;
}) {
  const status = useFormStatus();
  // `busy` covers forms sent by useValidatedForm's `send`, which React's form status does not see.
  const pending = status.pending || Boolean(busy);
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      aria-describedby={describedBy}
      className="min-h-11 rounded-md bg-cyan-800 px-4 py-2 font-semibold text-white hover:bg-cyan-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700 disabled:opacity-70"
    >
      {pending ? busyLabel : label}
    </button>
  );
}
