'use client';

import { useEffect, useState } from 'react';

const KEY = 'sign-in-notice';

/** Called by a form that sends a signed-out visitor to sign up: the next page says why they are there. */
export function rememberSignInNotice(message: string) {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // The visitor simply arrives without the explanation.
  }
}

/** On the sign-up and log-in pages: "Please sign up or log in to continue." once, after a gated form sent the visitor. */
export function SignInNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    try {
      setMessage(window.sessionStorage.getItem(KEY));
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Storage unavailable: nothing to show.
    }
  }, []);
  return (
    <div role="status">
      {message ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
