'use client';

import { useEffect, useState } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';

export type SignedInUser = { email: string | null; image: string | null; isAdmin: boolean };

/** undefined while asking, null when signed out. */
export type ViewerState = SignedInUser | null | undefined;

let latest: { pathname: string; answer: Promise<SignedInUser | null> } | null = null;

/** One request to /api/me per page, shared by every island that needs it. */
function askServer(pathname: string): Promise<SignedInUser | null> {
  if (latest?.pathname !== pathname) {
    const answer = fetch('/api/me', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ user: SignedInUser | null }>) : { user: null }))
      .then((body) => body.user)
      .catch(() => null);
    latest = { pathname, answer };
  }
  return latest.answer;
}

/**
 * Who is signed in, for the header islands. Public pages are static and never
 * read the session on the server; the browser asks after load, and again after
 * each navigation (logging in or out changes the answer).
 */
export function useViewer(): ViewerState {
  const pathname = useSitePath();
  const [viewer, setViewer] = useState<ViewerState>(undefined);
  useEffect(() => {
    let current = true;
    askServer(pathname).then((answer) => {
      if (current) setViewer(answer);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return viewer;
}
