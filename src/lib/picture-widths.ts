/**
 * Uploaded catalogue and blog pictures are stored once per width: the record
 * points at the widest file (`…/ID.webp`), and narrower copies sit beside it
 * (`…/ID-320w.webp`, `…/ID-640w.webp`), so a phone downloads the one its
 * screen needs instead of the largest.
 */
export const NARROW_PICTURE_WIDTHS = [320, 640] as const;

const OWN_PICTURE = /^(\/api\/files\/public\/[0-9a-f-]{36})\.webp$/;

/** The name of a narrower copy of a stored picture key or URL ending in `.webp`. */
export function narrowPictureName(name: string, width: number): string {
  return name.replace(/\.webp$/, `-${width}w.webp`);
}

/**
 * `srcset` for a picture uploaded through the back office (`widest` is the
 * width it was stored at); undefined for any other picture (a URL typed by an
 * admin, the drawn demo pictures), which is shown as it is.
 */
export function pictureSrcSet(url: string | null, widest: number): string | undefined {
  if (!url || !OWN_PICTURE.test(url)) return undefined;
  return [
    ...NARROW_PICTURE_WIDTHS.map((width) => `${narrowPictureName(url, width)} ${width}w`),
    `${url} ${widest}w`,
  ].join(', ');
}
