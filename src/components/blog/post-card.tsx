import { Link } from '@/components/ui/link';
import { authorLabel, cardExcerpt, formatPostDate, tagsPreview } from '@/lib/blog';
import { contentLang, type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import type { PostSummary } from '@/server/blog/post';
import { firstPaintSrc } from '@/server/media/first-paint-picture';
import { PostImage } from './post-image';

/** Spec §2.9 card: image, category badge, two tags then +N, title, excerpt, author, date, Read more. */
export function PostCard({
  locale,
  post,
  companyName,
  priority,
}: {
  locale: Locale;
  post: PostSummary;
  companyName: string;
  priority: boolean;
}) {
  const t = translator(locale);
  const { tags, more } = tagsPreview(post.tags);
  return (
    <li data-testid="post-card" className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <PostImage src={priority ? firstPaintSrc(post.imageUrl) : post.imageUrl} alt="" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {post.category ? (
            <span className="rounded-full bg-cyan-100 px-2 py-1 text-cyan-900">{post.category.name}</span>
          ) : null}
          {tags.map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2 py-1 text-slate-700">
              {tag}
            </span>
          ))}
          {more > 0 ? <span className="text-slate-600">{t('blog.moreTags', { count: more })}</span> : null}
        </div>
        <h2 className="text-lg font-semibold text-cyan-950" lang={contentLang(post.locale, locale)}>
          {post.title}
        </h2>
        <p className="text-slate-700" lang={contentLang(post.locale, locale)}>
          {cardExcerpt(post.excerpt, post.content)}
        </p>
        <p className="mt-auto text-sm text-slate-600">
          {t('blog.byAuthor', { author: authorLabel(post.author, t('blog.founder', { company: companyName })) })} ·{' '}
          <time dateTime={post.createdAt.toISOString()}>{formatPostDate(post.createdAt, locale)}</time>
        </p>
        <Link
          href={localePath(locale, `/blog/${post.slug}`)}
          className="self-start font-semibold text-cyan-800 underline"
        >
          {t('blog.readMore')}
          <span className="sr-only"> {t('blog.readMoreContext', { title: post.title })}</span>
        </Link>
      </div>
    </li>
  );
}
