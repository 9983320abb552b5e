import { notFound } from 'next/navigation';

/** Any address that is no page of the site: the language's own "Page not found" (not-found.tsx beside the layout). */
export default function UnknownPage(): never {
  notFound();
}
