'use client';

import { useEffect, useState } from 'react';

/** Ticks or clears every `ids` checkbox of a form; shown once the page's script runs (it does nothing without it). */
export function SelectAll({ formId, label }: { formId: string; label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <input
      type="checkbox"
      hidden={!ready}
      aria-label={label}
      className="size-5"
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${formId}"]`)) {
          box.checked = checked;
        }
      }}
    />
  );
}
