import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/** The frame of an add or edit screen: the way back to its list, its heading, a note or a load error, the form. */
export function AdminFormPage({
  back,
  heading,
  width,
  note,
  error,
  children,
}: {
  back: { href: string; label: string };
  heading: string;
  width: 'max-w-md' | 'max-w-2xl' | 'max-w-3xl';
  note?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={width}>
      <p className="mb-2">
        <Link href={back.href} className="underline">
          {back.label}
        </Link>
      </p>
      <h1 className={`${note ? 'mb-2' : 'mb-4'} text-2xl font-bold`}>{heading}</h1>
      {note ? <p className="mb-4 text-slate-700">{note}</p> : null}
      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4">{children}</div>
    </div>
  );
}
