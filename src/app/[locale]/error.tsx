'use client';

import { useSyncExternalStore } from 'react';
// Only the error texts: importing the whole catalogue here would ship it to every page.
import errors from '../../../messages/en/errors.json';

/** Must match DATABASE_UNAVAILABLE in src/server/db/database-availability.ts (server code cannot be imported here). */
const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

const subscribeToNothing = () => () => {};
/** The server writes the request id into the error page's head (scripts/serve.ts). */
const requestIdInHead = () => document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content ?? null;
// Read once when this module loads too: when rendering failed before any of the page was
// written, React draws this page over the whole document and the head's meta is gone by then.
const requestIdAtLoad = typeof document === 'undefined' ? null : requestIdInHead();
const readRequestId = () => requestIdInHead() ?? requestIdAtLoad;

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const requestId = useSyncExternalStore(subscribeToNothing, readRequestId, () => null);
  // A page loaded in full has the request id; after a client-side navigation, the error's digest is logged with it.
  const reference = requestId ?? error.digest;
  const unavailable = error.digest === DATABASE_UNAVAILABLE;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{unavailable ? errors.unavailableTitle : errors.serverTitle}</h1>
      <p className="mb-6 text-slate-700">{unavailable ? errors.unavailableBody : errors.serverBody}</p>
      <button type="button" onClick={reset} className="rounded-md bg-cyan-800 px-4 py-2 font-semibold text-white">
        {errors.tryAgain}
      </button>
      {reference && reference !== DATABASE_UNAVAILABLE ? (
        <p className="mt-8 text-sm text-slate-600">
          {errors.reference} <span className="font-mono font-semibold text-slate-900">{reference}</span>
        </p>
      ) : null}
    </div>
  );
}
