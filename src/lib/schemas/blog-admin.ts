import { z } from 'zod';
import { english } from '../i18n/english';
import { slugify } from '../slugs';
import { pictureField } from './fields';
import { pictureUrl } from './picture-url';
import { translationsSchema } from './translation-fields';

/** Shared by the back office's blog forms (browser) and their actions (server). */

const text = (max: number) => z.string().trim().max(max, english('admin.blog.tooLong', { max })).optional().default('');

/** Spec §5: tags trimmed and de-duplicated (ignoring case), empty ones dropped. */
export function cleanTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((item) => item.trim())) {
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag.slice(0, 50));
    }
  }
  return tags.slice(0, 20);
}

export const BLOG_STATUSES = ['draft', 'published', 'archived'] as const;

export const blogPostSchema = z
  .object({
    title: z
      .string({ message: english('admin.blog.titleRequired') })
      .trim()
      .min(1, english('admin.blog.titleRequired'))
      .max(200, english('admin.blog.tooLong', { max: 200 })),
    slug: text(200),
    categoryId: z
      .string()
      .optional()
      .transform((value) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)),
    imageUrl: pictureUrl,
    excerpt: text(1000),
    content: z
      .string({ message: english('admin.blog.contentRequired') })
      .max(200_000, english('admin.blog.tooLong', { max: 200_000 }))
      // Markup alone (an empty editor leaves <p><br></p>) is no content.
      .refine((value) => value.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, english('admin.blog.contentRequired')),
    tags: z
      .string()
      .optional()
      .transform((value) => cleanTags(value ?? '')),
    author: text(100).transform((value) => value || 'Admin'),
    status: z.enum(BLOG_STATUSES).optional().default('draft'),
    metaTitle: text(200),
    metaDescription: text(300),
  })
  // Spec §5: the slug comes from the title when empty; the meta title defaults to the title.
  .transform((post, context) => {
    const slug = slugify(post.slug || post.title);
    if (!slug) {
      context.addIssue({ code: 'custom', path: ['slug'], message: english('admin.blog.slugInvalid') });
      return z.NEVER;
    }
    return { ...post, slug, metaTitle: post.metaTitle || post.title };
  });
export type BlogPostInput = z.infer<typeof blogPostSchema>;

/**
 * What the post editor sends: the post, its featured image, and (issue 17) its
 * title, excerpt, text and meta texts in Assamese and Hindi (a translation
 * needs a title and a text).
 */
export const blogPostFormSchema = z.intersection(
  z.intersection(blogPostSchema, pictureField),
  translationsSchema({
    title: { max: 200, label: english('admin.blog.fields.title'), required: true },
    excerpt: { max: 1000, label: english('admin.blog.fields.excerpt') },
    content: { max: 200_000, label: english('admin.blog.fields.content'), required: true },
    metaTitle: { max: 200, label: english('admin.blog.fields.metaTitle') },
    metaDescription: { max: 300, label: english('admin.blog.fields.metaDescription') },
  }),
);

export const blogCategorySchema = z.object({
  name: z
    .string({ message: english('admin.blog.categoryNameRequired') })
    .trim()
    .min(1, english('admin.blog.categoryNameRequired'))
    .max(100, english('admin.blog.tooLong', { max: 100 })),
});
