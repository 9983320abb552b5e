import { plainText } from '@/lib/blog';
import { isLocale, LOCALE_TAGS, localUrl } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { withoutControlCharacters } from '@/lib/text';
import { findPublishedPosts } from '@/server/blog/find-published-posts';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { readCompanySettings } from '@/server/settings';

/** Regenerated at most hourly, and when a post changes (the blog tag). */
export const revalidate = 3600;

/** XML text: markup characters escaped, control characters (invalid in XML 1.0) dropped. */
const escapeXml = (value: string) =>
  withoutControlCharacters(value).replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** /blog/rss.xml (and /as/…, /hi/…): RSS 2.0 with the latest 20 published posts, in that language where translated. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: value } = await params;
  const locale = isLocale(value) ? value : 'en';
  const { baseUrl } = getConfig();
  const [{ posts }, company] = await Promise.all([
    findPublishedPosts(getDb(), { page: 1, perPage: 20, locale }),
    readCompanySettings(locale),
  ]);
  const items = posts
    .map((post) => {
      const url = localUrl(baseUrl, locale, `/blog/${post.slug}`);
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${post.createdAt.toUTCString()}</pubDate>
      <description>${escapeXml(plainText(post.excerpt || post.content).slice(0, 500))}</description>${
        post.category ? `\n      <category>${escapeXml(post.category.name)}</category>` : ''
      }
    </item>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(translate(locale, 'blog.rssTitle', { name: company.name }))}</title>
    <link>${escapeXml(localUrl(baseUrl, locale, '/blog'))}</link>
    <description>${escapeXml(translate(locale, 'blog.rssDescription'))}</description>
    <language>${LOCALE_TAGS[locale].toLowerCase()}</language>
    <atom:link href="${escapeXml(localUrl(baseUrl, locale, '/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
