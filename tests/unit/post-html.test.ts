import { describe, expect, it } from 'vitest';
import { plainText } from '@/lib/blog';
import { sanitizePostHtml } from '@/server/blog/sanitize-post-html';
import { demoBlogPosts } from '@/server/db/seed/demo-content';
import { demoPostTranslations } from '@/server/db/seed/demo-translations';

/**
 * Issue 21: a post typed as paragraphs must keep them. The editor writes <p>, but
 * the sanitiser is what every body passes through (on save and on show), so it
 * also keeps the paragraphs of HTML that arrives some other way: the plain
 * textarea before the script runs, an older browser's contenteditable (<div> per
 * line), or a crafted request.
 */
const rel = 'rel="noopener noreferrer nofollow"';

describe('[BLOG] post HTML keeps its paragraphs', () => {
  it('turns the <div> lines of a contenteditable into paragraphs (the issue: they were run together)', () => {
    expect(sanitizePostHtml('<div>First paragraph.</div><div>Second paragraph.</div><div>Third.</div>')).toBe(
      '<p>First paragraph.</p><p>Second paragraph.</p><p>Third.</p>',
    );
    // Chrome leaves the first line bare and an empty line as <div><br></div>.
    expect(sanitizePostHtml('First paragraph.<div>Second paragraph.</div><div><br></div><div>Third.</div>')).toBe(
      '<p>First paragraph.</p><p>Second paragraph.</p><p>Third.</p>',
    );
  });

  it('unwraps a <div> around blocks instead of nesting paragraphs', () => {
    expect(
      sanitizePostHtml('<div class="x"><div>One</div><div>Two <b>bold</b></div><ul><li>Item</li></ul></div>'),
    ).toBe('<p>One</p><p>Two <b>bold</b></p><ul><li>Item</li></ul>');
    expect(sanitizePostHtml('<blockquote><div>Quoted</div><div>lines</div></blockquote>')).toBe(
      '<blockquote><p>Quoted</p><p>lines</p></blockquote>',
    );
    expect(sanitizePostHtml('<div>Intro<ol><li>one</li></ol>after</div>')).toBe(
      '<p>Intro</p><ol><li>one</li></ol><p>after</p>',
    );
  });

  it('keeps line breaks and drops empty paragraphs', () => {
    expect(sanitizePostHtml('<p>Ponds need<br>lime.</p><p></p><p> &nbsp; </p><p><br></p><p>Next</p>')).toBe(
      '<p>Ponds need<br />lime.</p><p>Next</p>',
    );
    // A picture alone in a paragraph is not empty.
    expect(sanitizePostHtml('<p><img src="https://example.in/p.webp" alt="Pond"></p>')).toBe(
      '<p><img src="https://example.in/p.webp" alt="Pond" loading="lazy" /></p>',
    );
  });

  it('reads text without any block as lines: a blank line starts a paragraph, a new line is a line break', () => {
    expect(sanitizePostHtml('First paragraph.\r\nSecond paragraph.\r\n\r\nThird <strong>part</strong>.\r\n')).toBe(
      '<p>First paragraph.<br />Second paragraph.</p><p>Third <strong>part</strong>.</p>',
    );
    expect(sanitizePostHtml('One line')).toBe('<p>One line</p>');
    expect(sanitizePostHtml('  \n ')).toBe('');
  });

  it('wraps text left between blocks in a paragraph, and treats new lines in HTML as spaces', () => {
    expect(sanitizePostHtml('<h2>Feeding</h2>\nFeed twice\na day.\n<ul><li>Morning</li></ul>')).toBe(
      '<h2>Feeding</h2>\n<p>Feed twice\na day.</p>\n<ul><li>Morning</li></ul>',
    );
    // A line break alone between two blocks (Google Docs' blank line) is dropped.
    expect(sanitizePostHtml('<p>One</p><br><p>Two</p>')).toBe('<p>One</p><p>Two</p>');
  });

  it('removes scripts, styles, event handlers and javascript: links, keeping the text', () => {
    const html =
      '<p onclick="steal()" style="color:red">Feed <a href="javascript:alert(1)" onmouseover="x()">less</a>.</p>' +
      '<style>p{}</style><script>alert(1)</script><div onclick="y()">Safe <a href="https://icar.org.in/" target="_blank">ICAR</a></div>';
    expect(sanitizePostHtml(html)).toBe(`<p>Feed less.</p><p>Safe <a href="https://icar.org.in/" ${rel}>ICAR</a></p>`);
  });

  it('gives a picture without a text alternative an empty one (decorative, valid HTML), and keeps a given one', () => {
    expect(sanitizePostHtml('<p><img src="x" onerror="alert(1)"></p>')).toBe(
      '<p><img src="x" alt="" loading="lazy" /></p>',
    );
    expect(sanitizePostHtml('<p><img src="/images/pond.webp" alt="A pond"></p>')).toBe(
      '<p><img src="/images/pond.webp" alt="A pond" loading="lazy" /></p>',
    );
  });

  it('accepts http(s), mailto, tel and site links, with one order of attributes', () => {
    expect(
      sanitizePostHtml(
        '<p><a rel="x" href="/contact">a</a> <a href="mailto:office@example.in">b</a> <a href="tel:+913612345678" title="Call">c</a> <a href="//evil.example/">d</a></p>',
      ),
    ).toBe(
      `<p><a href="/contact" ${rel}>a</a> <a href="mailto:office@example.in" ${rel}>b</a> <a href="tel:+913612345678" title="Call" ${rel}>c</a> d</p>`,
    );
  });

  it('leaves a well-formed existing post as it is (only links gain rel, as before)', () => {
    const bodies = [
      ...demoBlogPosts.map((post) => post.content),
      ...Object.values(demoPostTranslations).flatMap((byLocale) => Object.values(byLocale).map((post) => post.content)),
    ];
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) {
      const stored = body.replace(/<a href="([^"]*)">/g, `<a href="$1" ${rel}>`);
      expect(sanitizePostHtml(body)).toBe(stored);
      expect(sanitizePostHtml(stored)).toBe(stored);
    }
    const handWritten =
      '<h2>Steps</h2>\n<ol>\n  <li><strong>Lime</strong> the pond</li>\n</ol>\n<p>See <em>also</em>:<br />' +
      `<a href="https://icar.org.in/" ${rel}>ICAR</a></p>\n<blockquote><p>Quote</p></blockquote>\n<hr />\n` +
      '<table><thead><tr><th scope="col">Fish</th></tr></thead><tbody><tr><td>Rohu</td></tr></tbody></table>\n' +
      '<figure><img src="https://example.in/p.webp" alt="Pond" loading="lazy" /><figcaption>Pond</figcaption></figure>\n' +
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>';
    expect(sanitizePostHtml(handWritten)).toBe(handWritten);
  });

  it('gives what the editor writes back unchanged after its first save', () => {
    const editor =
      '<p>First paragraph.</p><p>Second paragraph.</p><p>Third.</p><h2>Feeding</h2><p>Ponds need<br>lime.</p>' +
      '<ul><li><p>Lime</p></li><li><p>Water</p></li></ul><ol><li><p>One</p></li></ol><blockquote><p>Quote</p></blockquote>' +
      '<p><strong>Bold</strong> <em>words</em> and <a rel="noopener noreferrer nofollow" href="https://icar.org.in/">ICAR</a></p>';
    const saved = sanitizePostHtml(editor);
    expect(saved).toContain('<p>Ponds need<br />lime.</p><ul><li><p>Lime</p></li>');
    expect(saved).toContain(`<a href="https://icar.org.in/" ${rel}>ICAR</a>`);
    expect(sanitizePostHtml(saved)).toBe(saved);
  });
});

describe('[BLOG] text of a post (meta description, cards, feed)', () => {
  it('keeps a space between blocks and lines, and none inside a word', () => {
    expect(plainText('<p>First paragraph.</p><p>Second paragraph.</p><p>Third.</p>')).toBe(
      'First paragraph. Second paragraph. Third.',
    );
    expect(plainText('<h2>Feeding</h2><p>Ponds need<br />lime.</p><ul><li>Lime</li><li>Water</li></ul>')).toBe(
      'Feeding Ponds need lime. Lime Water',
    );
    expect(plainText('<p><strong>Fi</strong>sh and <a href="/x">chi</a>ps &amp; <em>more</em></p>')).toBe(
      'Fish and chips & more',
    );
    expect(plainText('<p>a</p><script>x()</script><style>p{}</style><p>b</p>')).toBe('a b');
  });
});
