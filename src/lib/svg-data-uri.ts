/**
 * An SVG as a data URI, escaping only what a URL may not hold (much shorter than
 * base64, and it still compresses well inside the HTML): line breaks and the
 * spaces between tags go, the spaces left (inside attribute values) become %20,
 * which a valid `src` needs.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>\s"{}|\\^`]/g, (character) => encodeURIComponent(character))}`;
}
