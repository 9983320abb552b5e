import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, logIn, queryDatabase, seriousAxeViolations, test, writeDatabase } from './fixtures';

/**
 * Issue 21: what an admin types or pastes in the post editor keeps its shape
 * (paragraphs, line breaks, headings, lists, bold, italic, links) on the public
 * page, in the meta description, and when the post is edited again.
 */

// The phone's screen, with a desktop browser's user agent: Playwright types with desktop key events, and
// under the Pixel's Android user agent ProseMirror leaves Enter to the DOM changes an Android keyboard
// makes (it ignores Enter keydowns on Chrome for Android), which these events do not reproduce.
test.use({ userAgent: devices['Desktop Chrome'].userAgent });

const clipboard = (name: string) => readFileSync(path.join(import.meta.dirname, 'clipboard', name), 'utf8');

type StoredPost = { id: number; slug: string; content: string };
const storedPost = (title: string) =>
  queryDatabase<StoredPost>('select id, slug, content from blogs where title = ?', title)[0];

/** The add-blog form with its title and status filled, once the editor has replaced the HTML textarea. */
async function newPost(page: Page, title: string) {
  await expect(page).toHaveURL(/\/admin\/add-blog$/);
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Status').selectOption('published');
}

async function save(page: Page, message: string) {
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** Selects a word of the editor as a person does: a double click on it. */
async function selectWord(editor: Locator, word: string) {
  const centre = await editor.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    return null;
  }, word);
  if (!centre) throw new Error(`"${word}" is not in the editor`);
  await editor.page().mouse.dblclick(centre.x, centre.y);
  await expect.poll(() => editor.page().evaluate(() => String(getSelection()))).toBe(word);
}

/** A paste as the browser delivers it: a paste event whose clipboard holds HTML (and its plain text). */
async function paste(editor: Locator, html: string) {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  await editor.evaluate(
    (element, { markup, plain }) => {
      const data = new DataTransfer();
      data.setData('text/html', markup);
      data.setData('text/plain', plain);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { markup: html, plain: text },
  );
}

test('[ADMIN][BLOG] paragraphs, a line break, a heading, a list and bold typed in the editor survive publishing, editing and saving again', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
  const title = `E2E Paragraphs ${Date.now()}`;
  await newPost(page, title);

  const editor = page.getByRole('textbox', { name: 'Content' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await editor.click();
  await page.keyboard.type('First paragraph.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second paragraph.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Third.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Heading' }).click();
  await page.keyboard.type('Winter feeding');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ponds need');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('lime.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Lime');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Water');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Cut the ration');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' by half.');
  await save(page, 'Blog post created.');

  const post = storedPost(title);
  expect(post).toBeDefined();
  await page.goto(`/blog/${post?.slug}`);
  const body = page.locator('.post-body');
  // Three paragraphs, not "First paragraph.Second paragraph.Third." in one.
  await expect(body.locator(':scope > p')).toHaveText([
    'First paragraph.',
    'Second paragraph.',
    'Third.',
    'Ponds needlime.',
    'Cut the ration by half.',
  ]);
  await expect(body.locator(':scope > p').nth(3).locator('br')).toHaveCount(1);
  await expect(body.getByRole('heading', { level: 2, name: 'Winter feeding' })).toBeVisible();
  await expect(body.getByRole('list').getByRole('listitem')).toHaveText(['Lime', 'Water']);
  await expect(body.locator('strong')).toHaveText(['Cut the ration']);
  // No excerpt and no meta description: the description is the text, with a space between blocks.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'First paragraph. Second paragraph. Third. Winter feeding Ponds need lime. Lime Water Cut the ration by half.',
  );

  // Editing again shows the same structure in the editor.
  await page.goto(`/admin/edit-blog/${post?.id}`);
  await expect(toolbar).toBeVisible();
  await expect(editor.locator(':scope > p', { hasText: /\S/ })).toHaveText([
    'First paragraph.',
    'Second paragraph.',
    'Third.',
    'Ponds needlime.',
    'Cut the ration by half.',
  ]);
  await expect(editor.locator('h2')).toHaveText('Winter feeding');
  await expect(editor.locator('ul > li')).toHaveText(['Lime', 'Water']);
  await expect(editor.locator('strong')).toHaveText('Cut the ration');
  await expect(editor.locator('p', { hasText: 'Ponds need' }).locator('br')).toHaveCount(1);

  // Saving again, even after an edit that is undone, changes nothing.
  await editor.getByText('by half.').click();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('Backspace');
  await save(page, 'Blog post updated.');
  expect(storedPost(title)?.content).toBe(post?.content);
});

test('[ADMIN][BLOG] the editor toolbar: names, pressed states, arrow keys, 44 px targets at 360 px, and a link field', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
  const title = `E2E Links ${Date.now()}`;
  await newPost(page, title);
  const editor = page.getByRole('textbox', { name: 'Content' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const button = (name: string) => toolbar.getByRole('button', { name, exact: true });

  const names = ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Quote', 'Link'];
  await expect(toolbar.getByRole('button')).toHaveText(names);
  for (const name of names) {
    const box = await button(name).boundingBox();
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The field's label still leads to it.
  await page.getByText('Content', { exact: true }).click();
  await expect(editor).toBeFocused();

  // One stop in the tab order; arrow keys, Home and End move along the toolbar.
  await button('Bold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(button('Italic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(button('Link')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(button('Bold')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(button('Link')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(button('Bold')).toBeFocused();

  await editor.click();
  await page.keyboard.type('Read the ICAR guide or write to us.');
  // "ICAR": bold (the shortcut) and a link, through a field in the page (no browser prompt).
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await selectWord(editor, 'ICAR');
  await expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  // The editor reads the browser's selection a moment after the double click: a shortcut pressed
  // before that bolds what is typed next instead (the button shows pressed, no word turns bold;
  // seen once in CI). So the word is selected again until the shortcut takes.
  await expect(async () => {
    if ((await editor.locator('strong').count()) === 0) {
      await selectWord(editor, 'ICAR');
      await page.keyboard.press('ControlOrMeta+b');
    }
    await expect(editor.locator('strong')).toHaveText('ICAR', { timeout: 1_000 });
  }).toPass();
  await expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  await expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
  await button('Link').click();
  const address = page.getByLabel('Link address');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(page.getByText('Start the address with https://, http://, mailto:, tel: or /')).toBeVisible();
  await address.fill('https://icar.org.in/');
  await address.press('Enter');
  await expect(address).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('link', { name: 'ICAR' })).toHaveAttribute('href', 'https://icar.org.in/');
  await expect(button('Link')).toHaveAttribute('aria-pressed', 'true');

  // A page of the site, with the field's button; an e-mail address, after an Escape that adds nothing.
  await selectWord(editor, 'guide');
  await button('Link').click();
  await address.fill('/blog');
  await page.getByRole('button', { name: 'Add link' }).click();
  await selectWord(editor, 'write');
  await button('Link').click();
  await address.fill('mailto:office@example.in');
  await address.press('Escape');
  await expect(address).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('link')).toHaveCount(2);
  await button('Link').click();
  await address.fill('mailto:office@example.in');
  await address.press('Enter');
  await expect(editor.getByRole('link')).toHaveCount(3);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await save(page, 'Blog post created.');

  await page.goto(`/blog/${storedPost(title)?.slug}`);
  const body = page.locator('.post-body');
  await expect(body.getByRole('link', { name: 'ICAR' })).toHaveAttribute('href', 'https://icar.org.in/');
  await expect(body.getByRole('link', { name: 'ICAR' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(body.getByRole('link', { name: 'guide' })).toHaveAttribute('href', '/blog');
  await expect(body.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:office@example.in');
  await expect(body.locator('strong')).toHaveText('ICAR');
});

test('[ADMIN][BLOG] a paste from Word, Google Docs and a web page keeps paragraphs, bold, lists and links, nothing else', async ({
  page,
  createAccount,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
  const title = `E2E Paste ${Date.now()}`;
  await newPost(page, title);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await paste(editor, clipboard('word.html'));
  await expect(editor.getByText('Harvest the fish early in the morning.')).toBeVisible();
  await page.keyboard.press('Enter');
  await paste(editor, clipboard('google-docs.html'));
  await expect(editor.getByText('Stock the pond in the morning.')).toBeVisible();
  await page.keyboard.press('Enter');
  await paste(editor, clipboard('web-page.html'));
  await expect(editor.getByText('A line in a div')).toBeVisible();

  // In the editor: Word's bullets are a list, not "·" paragraphs; Google Docs' wrapper is not bold.
  await expect(editor.locator('ul > li')).toHaveText(['Crushed ice', 'Insulated boxes', 'Rohu', 'Catla']);
  await expect(editor.locator('ol > li')).toHaveText(['Net the pond', 'Sort by size', 'Drain', 'Lime']);
  await expect(editor.locator('strong')).toHaveText(['in the shade', 'Check the oxygen', 'evenly']);
  // The pasted script, image error handler and click handlers never ran.
  expect(await page.evaluate(() => (window as unknown as { __pasted?: number }).__pasted)).toBeUndefined();
  await save(page, 'Blog post created.');

  const post = storedPost(title);
  expect(post?.content).not.toMatch(/<script|<style|<img|<div|\son\w+=|style=|class=|javascript:|__pasted|Mso|o:p/i);
  await page.goto(`/blog/${post?.slug}`);
  const body = page.locator('.post-body');
  await expect(body.locator(':scope > p')).toHaveText([
    'Harvest the fish early in the morning.',
    'Keep the catch in the shade and on ice.',
    'Steps:',
    'Prices: see the market page.',
    'Stock the pond in the morning.',
    'Check the oxygen before feeding.',
    'Read the ICAR advice.',
    'Spread lime evenly over the dry pond bed.',
    'Bad link and good link.',
    'A line in a div',
  ]);
  await expect(body.locator('strong')).toHaveText(['in the shade', 'Check the oxygen', 'evenly']);
  await expect(body.locator('em')).toHaveText(['on ice']);
  await expect(body.locator('u')).toHaveCount(0);
  await expect(body.locator('ul > li')).toHaveText(['Crushed ice', 'Insulated boxes', 'Rohu', 'Catla']);
  await expect(body.locator('ol > li')).toHaveText(['Net the pond', 'Sort by size', 'Drain', 'Lime']);
  await expect(body.getByRole('heading', { level: 2, name: 'Pond liming guide' })).toBeVisible();
  await expect(body.getByRole('link')).toHaveText(['the market page', 'ICAR advice', 'good link']);
  await expect(body.getByRole('link', { name: 'the market page' })).toHaveAttribute(
    'href',
    'https://example.in/market',
  );
  await expect(body.getByRole('link', { name: 'ICAR advice' })).toHaveAttribute('href', 'https://icar.org.in/');
  await expect(body.getByRole('link', { name: 'good link' })).toHaveAttribute('href', 'https://example.in/guide');
  expect(dialogs).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[ADMIN][BLOG] the HTML textarea: plain lines, and the <div> lines of an old editor, keep their paragraphs', async ({
    page,
    createAccount,
  }) => {
    await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
    await expect(page).toHaveURL(/\/admin\/add-blog$/);
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    const title = `E2E Without script ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Status').selectOption('published');
    // Typed as text: a blank line between paragraphs, a new line inside one.
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('First paragraph.\n\nSecond paragraph,\nits second line.\n\nThird.\n');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    const post = storedPost(title);
    await page.goto(`/blog/${post?.slug}`);
    const body = page.locator('.post-body');
    await expect(body.locator(':scope > p')).toHaveText([
      'First paragraph.',
      'Second paragraph,its second line.',
      'Third.',
    ]);
    await expect(body.locator('br')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'First paragraph. Second paragraph, its second line. Third.',
    );

    // HTML as a contenteditable writes it: the first line bare, then a <div> per line.
    await page.goto(`/admin/edit-blog/${post?.id}`);
    await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue(post?.content ?? '');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('First paragraph.<div>Second paragraph.</div><div><br></div><div>Third.</div>');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto(`/blog/${post?.slug}`);
    await expect(body.locator(':scope > p')).toHaveText(['First paragraph.', 'Second paragraph.', 'Third.']);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'First paragraph. Second paragraph. Third.',
    );
  });
});

test('[ADMIN][BLOG] a post with a picture in its text is edited as HTML, says why, and keeps the picture', async ({
  page,
  createAccount,
}) => {
  const stamp = Date.now();
  const title = `E2E Picture in text ${stamp}`;
  const content = '<p>Before the picture.</p><p><img src="https://example.in/pond.jpg" alt="A pond" /></p>';
  const id = writeDatabase(
    "insert into blogs (title, slug, content, status, tags) values (?, ?, ?, 'draft', '[]')",
    title,
    `e2e-picture-in-text-${stamp}`,
    content,
  );
  await logIn(page, await createAccount({ admin: true }), `/admin/edit-blog/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/edit-blog/${id}$`));
  // The formatting editor would drop the picture: the HTML stays in the textarea, with the reason.
  const field = page.getByRole('textbox', { name: 'Content', exact: true });
  await expect(field).toHaveAccessibleDescription(
    /This text has pictures, tables or embedded videos, which the formatting toolbar cannot show: edit its HTML here\./,
  );
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  await expect(field).toHaveValue(content);
  await field.fill(`${content}<p>After the picture.</p>`);
  await save(page, 'Blog post updated.');
  const saved = storedPost(title)?.content ?? '';
  expect(saved).toContain('<img src="https://example.in/pond.jpg" alt="A pond"');
  expect(saved).toContain('<p>After the picture.</p>');
  writeDatabase('delete from blogs where id = ?', id);
});

test('[ADMIN][BLOG] clicks and keys while the editor loads on a slow phone: no error page, nothing typed is lost, the caret ends in the editor', async ({
  page,
  createAccount,
}) => {
  // Issue 33: a click as the editor arrived could replace the page with "Something went wrong"
  // (Tiptap's editor used while it was absent), and keys typed as it took over from the textarea
  // were lost. Each round is a page load under a slowed processor: on a busy 2-core machine (CI runs two
  // browsers at once) a round can take 20 s, so the limit leaves room for every round.
  test.setTimeout(300_000);
  // What the page reports: an uncaught error, or one that an error boundary caught (React logs it).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  // A low-end phone: Chrome's CPU throttling, six times slower (DevTools' "6x slowdown"). A tall
  // screen, so that the field is where the page first drew it (the page scrolls back as it loads).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.setViewportSize({ width: 360, height: 1280 });

  const title = page.getByLabel('Title', { exact: true });
  const editor = page.getByRole('textbox', { name: 'Content' });
  const words = 'Typed while the editor loads.';
  for (let round = 1; round <= 8; round++) {
    await page.goto('/admin/add-blog', { waitUntil: 'commit' });
    await title.fill(`Early click ${round}`);
    // The textarea the server sent, where the editor will appear (below its toolbar).
    const field = await page.locator('#field-content').boundingBox();
    if (!field) throw new Error('no content field');
    // A tap in the field, a click on its label and on a toolbar button (in the page, hidden, from
    // the editor's first render) at once, and typing straight away. The label and the button get
    // their click events only: a finger's press on a label moves the focus to the page until the
    // click lands, and a key typed in that instant goes nowhere on any page.
    await page.mouse.click(field.x + field.width / 2, field.y + field.height * 0.8);
    const actions = await Promise.allSettled([
      page.keyboard.type(words, { delay: 20 }),
      page.getByText('Content', { exact: true }).dispatchEvent('click', undefined, { timeout: 10_000 }),
      page.locator('[role="toolbar"] button').first().dispatchEvent('click', undefined, { timeout: 10_000 }),
    ]);
    // The page first: a click that found no label is the error page's doing.
    expect(errors, `round ${round}`).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Something went wrong' }), `round ${round}`).toHaveCount(0);
    for (const action of actions) if (action.status === 'rejected') throw action.reason;
    await expect(page.getByRole('toolbar', { name: 'Formatting' }), `round ${round}`).toBeVisible();
    await expect(title, `round ${round}`).toHaveValue(`Early click ${round}`);
    // Every key reached the text, and the caret is in the editor for the next one.
    await expect(editor, `round ${round}`).toHaveText(words);
    await expect(editor, `round ${round}`).toBeFocused();
    expect(errors, `round ${round}`).toEqual([]);
  }
});
