'use client';

import { Selection } from '@tiptap/pm/state';
import { type Editor, EditorContent, type JSONContent, useEditor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { postLinkFrom } from '@/lib/post-html';
import { cleanPastedHtml } from './clean-pasted-html';
import { postEditorExtensions } from './post-editor-extensions';

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
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  linkInvalid: string;
  htmlOnly: string;
};

type Tool = 'bold' | 'italic' | 'heading' | 'list' | 'numbered' | 'quote' | 'link';
const TOOLS: Tool[] = ['bold', 'italic', 'heading', 'list', 'numbered', 'quote', 'link'];

/**
 * A command chain that brings the focus back to the editor only when it is elsewhere (a toolbar
 * button reached by keyboard). Tiptap's focus moves it at the next frame, and ProseMirror then
 * writes its selection into the page: while someone types, that selection lags a key behind, and
 * the next key would land before the last one. A click keeps the focus in the editor anyway.
 */
const chain = (editor: Editor) => (editor.view.hasFocus() ? editor.chain() : editor.chain().focus());

const run: Record<Exclude<Tool, 'link'>, (editor: Editor) => void> = {
  bold: (editor) => chain(editor).toggleBold().run(),
  italic: (editor) => chain(editor).toggleItalic().run(),
  heading: (editor) => chain(editor).toggleHeading({ level: 2 }).run(),
  list: (editor) => chain(editor).toggleBulletList().run(),
  numbered: (editor) => chain(editor).toggleOrderedList().run(),
  quote: (editor) => chain(editor).toggleBlockquote().run(),
};

const active = (editor: Editor): Record<Tool, boolean> => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  heading: editor.isActive('heading', { level: 2 }),
  list: editor.isActive('bulletList'),
  numbered: editor.isActive('orderedList'),
  quote: editor.isActive('blockquote'),
  link: editor.isActive('link'),
});

/**
 * Whether the editor can take commands now. useEditor gives null before the editor exists, and
 * the instance a render was given may have been destroyed since: Tiptap destroys one that is not
 * mounted within a millisecond of its creation and makes another, which a page still loading
 * easily misses. A destroyed editor's `commands` throws ("Cannot read properties of null (reading
 * 'commands')"), so this is checked where the editor is used (an effect, a click), not only when
 * rendering.
 */
const usable = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;

/**
 * Puts the caret in the editor at once (at the end, or where it was), unless it is there already.
 * Not Tiptap's focus command: it moves the focus only at the next frame (except on phones), so a
 * key typed in between would go to the hidden textarea, and one typed after it could land before
 * the last (see `chain`).
 */
function focusNow(editor: Editor, position: 'end' | null = null) {
  if (editor.view.hasFocus()) return;
  if (position === 'end') editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
  editor.view.focus();
}

/**
 * What the textarea holds when the editor takes over: HTML (a post's own, or what a form kept
 * after a refusal), or plain text someone typed before the editor arrived. Plain text is taken
 * as typed, a paragraph a line: read as HTML, the space just typed at a paragraph's end would go.
 */
function typedContent(value: string): string | JSONContent {
  if (/[<&]/.test(value)) return value;
  const lines = value.split(/\r?\n/);
  return {
    type: 'doc',
    content: lines.map((line) => ({ type: 'paragraph', content: line ? [{ type: 'text', text: line }] : [] })),
  };
}

const button =
  'min-h-11 min-w-11 rounded border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-800';
const pressed = 'border-cyan-800 bg-cyan-800 text-white';
const unpressed = 'border-slate-300 bg-white text-slate-900';

/**
 * The formatted editing area of RichTextEditor (Tiptap, decision 020), loaded
 * on its own after the page. It starts from the textarea's HTML and writes its
 * HTML back into that textarea on every change: the form sends the textarea, as
 * it does without JavaScript.
 */
export function PostEditor({
  id,
  textarea,
  labelId,
  errorId,
  invalid,
  lang,
  texts,
  onReady,
}: {
  id: string;
  textarea: RefObject<HTMLTextAreaElement | null>;
  labelId: string;
  errorId: string;
  invalid: boolean;
  lang?: string;
  texts: EditorTexts;
  onReady: () => void;
}) {
  const [initialContent] = useState(() => textarea.current?.value ?? '');
  // The editing area's name, description, state and language (they change with the form's errors).
  const editorProps = useMemo(
    () => ({
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: `post-body min-h-48 rounded-md border bg-white px-3 py-2 focus:outline-2 focus:outline-cyan-800 ${
          invalid ? 'border-red-600' : 'border-slate-400'
        }`,
      },
    }),
    [labelId, errorId, invalid, lang],
  );
  const editor = useEditor({
    extensions: postEditorExtensions,
    // Text typed before this component mounted is plain text too: read as HTML, its last space would go.
    content: typedContent(initialContent),
    editorProps,
    // Rendered only in the browser (next/dynamic without SSR), so the editor can exist from the
    // first render (and the toolbar's state with it); on a server render this would have to be false.
    immediatelyRender: true,
    onUpdate: ({ editor: changed }) => {
      if (textarea.current) textarea.current.value = changed.isEmpty ? '' : changed.getHTML();
    },
  });

  // The handover from the textarea, once a usable editor is in the page (hidden until then, so
  // that only one of the two shows): what was typed meanwhile. Layout effects, so that the textarea
  // is hidden and hands the focus on in the same frame as the editor takes its text: a click or a
  // key in between would go to a textarea that no longer counts.
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (!usable(editor) || ready) return;
    const field = textarea.current;
    if (field && field.value !== initialContent)
      editor.commands.setContent(typedContent(field.value), { emitUpdate: false });
    setReady(true);
    onReady();
  }, [editor, ready, textarea, initialContent, onReady]);

  // Someone who clicked the field (or its label) before the editor was ready carries on in it, at
  // the end of what they typed; and the form focuses a field in error by its name: the hidden
  // textarea hands the focus on.
  useLayoutEffect(() => {
    const field = textarea.current;
    if (!usable(editor) || !field || !ready) return;
    if (document.activeElement === field) focusNow(editor, 'end');
    const focusEditor = () => {
      if (usable(editor)) focusNow(editor);
    };
    field.addEventListener('focus', focusEditor);
    return () => field.removeEventListener('focus', focusEditor);
  }, [editor, textarea, ready]);

  const selected = useEditorState({
    editor,
    selector: ({ editor: current }) => (usable(current) ? active(current) : null),
  });

  // The toolbar is one stop in the tab order; arrow keys, Home and End move along it (ARIA toolbar pattern).
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % TOOLS.length,
      ArrowLeft: (current - 1 + TOOLS.length) % TOOLS.length,
      Home: 0,
      End: TOOLS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  // The link field: in the page, not a browser prompt.
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [linkError, setLinkError] = useState('');
  const addressField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (linking) addressField.current?.focus();
  }, [linking]);

  if (!usable(editor)) return null;
  // The toolbar's pressed states follow the editor's transactions; an editor that replaced a
  // destroyed one has had none yet (useEditorState still holds the old one), so they are read here.
  const state = selected ?? active(editor);

  // The buttons act on the editor as it is when clicked (it may have been replaced since this render).
  const openLink = () => {
    if (!usable(editor)) return;
    setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError('');
    setLinking(true);
  };
  const closeLink = () => {
    setLinking(false);
    if (usable(editor)) focusNow(editor);
  };
  const applyLink = () => {
    if (!usable(editor)) return;
    const href = postLinkFrom(address);
    if (!href) {
      setLinkError(texts.linkInvalid);
      return;
    }
    const linked = chain(editor);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's words.
      linked.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      linked.extendMarkRange('link').setLink({ href }).run();
    }
    setLinking(false);
  };
  const removeLink = () => {
    if (!usable(editor)) return;
    chain(editor).extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter in the field adds the link; it must not send the post.
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };

  const linkFieldId = `${id}-link`;
  const linkErrorId = `${id}-link-error`;

  return (
    <>
      <div
        hidden={!ready}
        role="toolbar"
        aria-label={texts.toolbar}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1"
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={state[tool]}
            onFocus={() => setCurrent(index)}
            // A click or tap leaves the caret (and a phone's keyboard) in the editor, so the next
            // key typed goes to the text, not to the button.
            onMouseDown={(event) => {
              if (tool !== 'link') event.preventDefault();
            }}
            onClick={() => {
              if (tool === 'link') openLink();
              else if (usable(editor)) run[tool](editor);
            }}
            className={`${button} ${state[tool] ? pressed : unpressed} ${
              tool === 'bold' ? 'font-bold' : tool === 'italic' ? 'italic' : ''
            }`}
          >
            {texts[tool]}
          </button>
        ))}
      </div>
      {ready && linking ? (
        <div className="flex flex-col gap-1 rounded-md border border-slate-300 bg-slate-50 p-2">
          <label htmlFor={linkFieldId} className="text-sm font-medium text-slate-800">
            {texts.linkPrompt}
          </label>
          <div className="flex flex-wrap gap-1">
            <input
              ref={addressField}
              id={linkFieldId}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={onAddressKey}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkErrorId}
              className="min-h-11 min-w-0 flex-1 basis-48 rounded-md border border-slate-400 px-3 text-base"
            />
            <button type="button" onClick={applyLink} className={`${button} ${unpressed}`}>
              {texts.linkApply}
            </button>
            {state.link ? (
              <button type="button" onClick={removeLink} className={`${button} ${unpressed}`}>
                {texts.linkRemove}
              </button>
            ) : null}
            <button type="button" onClick={closeLink} className={`${button} ${unpressed}`}>
              {texts.linkCancel}
            </button>
          </div>
          <p id={linkErrorId} className="min-h-5 text-sm text-red-700" aria-live="polite">
            {linkError}
          </p>
        </div>
      ) : null}
      <EditorContent editor={editor} hidden={!ready} />
    </>
  );
}
