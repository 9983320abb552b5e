'use client';

// Only the error texts: importing the whole catalogue here would ship it to every page.
import errors from '../../messages/en/errors.json';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{errors.serverTitle}</h1>
      <p className="mb-6 text-slate-700">{errors.serverBody}</p>
      <button type="button" onClick={reset} className="rounded-md bg-cyan-800 px-4 py-2 font-semibold text-white">
        {errors.tryAgain}
      </button>
    </div>
  );
}
