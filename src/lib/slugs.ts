/**
 * Spec §5 slug rule: lower case; keep letters, digits, spaces and hyphens; spaces
 * to hyphens; collapse repeated hyphens; trim hyphens. Letters of any script are
 * kept, so an Assamese or Hindi title still gets a readable slug.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
