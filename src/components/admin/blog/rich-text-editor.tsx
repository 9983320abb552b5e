'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { fitsRichTextEditor } from '@/lib/post-html';
import type { EditorTexts } from './post-editor';

// The formatted editor (Tiptap) is a chunk of its own, fetched once the page runs: the textarea
// is there first, and is all there is without JavaScript (decision 020).
const PostEditor = dynamic(() => import('./post-editor').then((module) => module.PostEditor), { ssr: false });

/**
 * The post body's field. Without JavaScript, and until the editor has loaded,
 * it is a plain textarea of HTML; then a formatted editing area with a toolbar
 * replaces it, and writes its HTML into that textarea as it changes, so the
 * form sends the same field either way. Whatever arrives, the server passes it
 * through the sanitiser before storing it. A body with pictures, tables or
 * embedded videos, which the editor has no place for, stays in the textarea.
 */
export function RichTextEditor({
  name,
  id,
  defaultValue,
  error,
  texts,
  lang,
}: {
  name: string;
  id: string;
  defaultValue: string;
  error?: string;
  texts: EditorTexts;
  /** The language of the text (a translation's), for spelling and screen readers. */
  lang?: string;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [rich, setRich] = useState(false);
  const [formatted] = useState(() => fitsRichTextEditor(defaultValue));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-1">
      {/* Still the textarea's label once the editor shows: a click focuses the textarea, which hands the focus on. */}
      <label htmlFor={id} id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {texts.label}
      </label>
      {formatted ? null : (
        <p id={hintId} className="text-sm text-slate-600">
          {texts.htmlOnly}
        </p>
      )}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        lang={lang}
        defaultValue={defaultValue}
        rows={12}
        // Once the editor shows, the textarea is out of sight and of the tab order; a focus sent
        // to it (the form's first field in error) is handed to the editor.
        tabIndex={rich ? -1 : undefined}
        aria-hidden={rich ? true : undefined}
        aria-invalid={error && !rich ? true : undefined}
        aria-describedby={formatted ? errorId : `${hintId} ${errorId}`}
        className={rich ? 'sr-only' : 'rounded-md border border-slate-400 px-3 py-2 font-mono text-sm'}
      />
      {/* After the textarea: its ref is set before the editor's layout effects read it (a form
          remounted after a refusal mounts both in one commit, the editor's chunk already loaded). */}
      {formatted ? (
        <PostEditor
          id={id}
          textarea={textarea}
          labelId={`${id}-label`}
          errorId={errorId}
          invalid={Boolean(error)}
          lang={lang}
          texts={texts}
          onReady={() => setRich(true)}
        />
      ) : null}
      <p id={errorId} className="min-h-5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
