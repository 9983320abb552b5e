import { getSchema } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { postEditorExtensions } from '@/components/admin/blog/post-editor-extensions';
import { fitsRichTextEditor, HTML_ONLY_TAGS, keptAsLink, postLinkFrom } from '@/lib/post-html';
import { POST_HTML_TAGS } from '@/server/blog/sanitize-post-html';

/** Issue 21: the post editor (Tiptap) and the sanitiser agree on what a post holds. */
describe('[ADMIN][BLOG] the post editor and the sanitiser', () => {
  it('the editor reads every tag the sanitiser keeps, but those that keep a post in the HTML textarea', () => {
    const schema = getSchema(postEditorExtensions);
    const read = new Set<string>();
    for (const type of [...Object.values(schema.nodes), ...Object.values(schema.marks)]) {
      for (const rule of type.spec.parseDOM ?? []) {
        if ('tag' in rule && rule.tag) read.add(rule.tag.replace(/\[.*$/, ''));
      }
    }
    expect(POST_HTML_TAGS.filter((tag) => !read.has(tag)).sort()).toEqual([...HTML_ONLY_TAGS].sort());
  });

  it('leaves bodies with pictures, tables or embedded videos to the HTML textarea', () => {
    expect(fitsRichTextEditor('<p>Text</p><h2>Head</h2><ul><li>x</li></ul><p><a href="/x">y</a></p>')).toBe(true);
    expect(fitsRichTextEditor('<p>Text <img src="https://example.in/p.webp" alt=""></p>')).toBe(false);
    expect(fitsRichTextEditor('<table><tr><td>Rohu</td></tr></table>')).toBe(false);
    expect(fitsRichTextEditor('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toBe(false);
  });

  it('a link typed in the editor is http(s), mailto, tel or a page of the site', () => {
    expect(postLinkFrom('https://icar.org.in/')).toBe('https://icar.org.in/');
    expect(postLinkFrom(' /blog ')).toBe('/blog');
    expect(postLinkFrom('mailto:office@example.in')).toBe('mailto:office@example.in');
    expect(postLinkFrom('tel:+91 361 234 5678')).toBe('tel:+91 361 234 5678');
    expect(postLinkFrom('icar.org.in/fisheries')).toBe('https://icar.org.in/fisheries');
    for (const refused of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x', 'ftp://example.in', '', 'a b'])
      expect(postLinkFrom(refused), refused).toBeNull();
  });

  it('links read from a stored post are kept as the sanitiser keeps them', () => {
    for (const kept of ['https://icar.org.in/', 'HTTP://x.in', '/contact', '#top', 'mailto:a@b.in', 'tel:123'])
      expect(keptAsLink(kept), kept).toBe(true);
    for (const refused of ['javascript:alert(1)', ' java\nscript:alert(1)', '//evil.example/', 'data:text/html,x'])
      expect(keptAsLink(refused), refused).toBe(false);
  });
});
