/**
 * A GET can be made by any page (a link, an image): only a question asked from
 * this site's own help page (or typed into the address bar) goes on the staff's
 * unanswered list. Browsers without Sec-Fetch-Site (old ones) are believed.
 * Read by the answer page and by the server's page cache, which keeps the two
 * kinds of answer apart.
 */
export function askedHere(secFetchSite: string | null | undefined): boolean {
  return (
    secFetchSite === null || secFetchSite === undefined || secFetchSite === 'same-origin' || secFetchSite === 'none'
  );
}
