/** The outcome of the last change, carried in the URL after a redirect (only known texts are shown). */
export function Notice({ notice, texts }: { notice: string | undefined; texts: Record<string, string> }) {
  const text = notice ? texts[notice] : undefined;
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className="mb-4 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {text}
        </p>
      ) : null}
    </div>
  );
}
