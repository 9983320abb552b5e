import { StarterKit } from '@tiptap/starter-kit';
import { keptAsLink } from '@/lib/post-html';

/**
 * What the post editor knows (Tiptap's StarterKit, decision 020): paragraphs,
 * line breaks, headings h2–h4, lists, quotes, bold, italic, links, and the rest
 * of what the sanitiser allows and older posts may hold (underline, strike,
 * code, code blocks, rules). Anything else in pasted or loaded HTML is dropped
 * by its schema. Kept apart from the React component so a unit test can check
 * the schema against the sanitiser's allow-list.
 */
export const postEditorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      // Typing after a link does not extend it, and a click in the editor places the caret.
      autolink: false,
      openOnClick: false,
      defaultProtocol: 'https',
      // Only the addresses the sanitiser keeps: http(s), mailto, tel and pages of this site.
      isAllowedUri: (url) => keptAsLink(url),
      // The sanitiser sets rel on every link; the editor writes a bare <a href>.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];
