'use client';

import { useEffect, useRef, useState } from 'react';

export type EditorTexts = {
  label: string;
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  list: string;
  numbered: string;
  quote: string;
  link: string;
  linkPrompt: string;
};

/**
 * A small rich-text editor for post bodies. Without JavaScript it is a plain
 * textarea of HTML; with it, a formatted editing area with a toolbar, whose
 * HTML is copied into that textarea as it changes. Whatever arrives, the server
 * passes it through the sanitiser before storing it.
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
  const area = useRef<HTMLDivElement>(null);
  const [rich, setRich] = useState(false);

  useEffect(() => {
    if (area.current) area.current.innerHTML = textarea.current?.value ?? '';
    setRich(true);
  }, []);

  const sync = () => {
    if (textarea.current && area.current) textarea.current.value = area.current.innerHTML;
  };
  const run = (command: string, value?: string) => {
    area.current?.focus();
    // execCommand is old but everywhere, and enough for bold, lists and links.
    document.execCommand(command, false, value);
    sync();
  };
  const button = 'min-h-11 min-w-11 rounded border border-slate-300 bg-white px-2 text-sm font-semibold';
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={rich ? undefined : id} id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {texts.label}
      </label>
      <div role="toolbar" aria-label={texts.toolbar} className={rich ? 'flex flex-wrap gap-1' : 'hidden'}>
        <button type="button" className={button} onClick={() => run('bold')}>
          <b>{texts.bold}</b>
        </button>
        <button type="button" className={button} onClick={() => run('italic')}>
          <i>{texts.italic}</i>
        </button>
        <button type="button" className={button} onClick={() => run('formatBlock', 'h2')}>
          {texts.heading}
        </button>
        <button type="button" className={button} onClick={() => run('insertUnorderedList')}>
          {texts.list}
        </button>
        <button type="button" className={button} onClick={() => run('insertOrderedList')}>
          {texts.numbered}
        </button>
        <button type="button" className={button} onClick={() => run('formatBlock', 'blockquote')}>
          {texts.quote}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => {
            const url = window.prompt(texts.linkPrompt, 'https://');
            if (url && /^(https?:|mailto:|tel:|\/)/.test(url)) run('createLink', url);
          }}
        >
          {texts.link}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: formatted text needs contenteditable, which a textarea cannot hold */}
      <div
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        tabIndex={0}
        lang={lang}
        contentEditable={rich}
        suppressContentEditableWarning
        onInput={sync}
        onBlur={sync}
        className={
          rich
            ? `post-body min-h-48 rounded-md border px-3 py-2 ${error ? 'border-red-600' : 'border-slate-400'}`
            : 'hidden'
        }
      />
      <textarea
        ref={textarea}
        id={id}
        name={name}
        lang={lang}
        defaultValue={defaultValue}
        rows={12}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={rich ? 'hidden' : 'rounded-md border border-slate-400 px-3 py-2 font-mono text-sm'}
      />
      <p id={errorId} className="min-h-5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
