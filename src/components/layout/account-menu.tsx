'use client';

import dynamic from 'next/dynamic';
import { useSitePath } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import type { AccountLabels } from './account-dropdown';
import { useViewer } from './use-viewer';

/** Loaded only for signed-in visitors: most visitors never download the menu code. */
const AccountDropdown = dynamic(() => import('./account-dropdown').then((module) => module.AccountDropdown), {
  loading: () => <div className="size-11" aria-hidden="true" />,
});

type Labels = AccountLabels & { logIn: string; signUp: string };

/** Log In and Sign Up, each bringing the visitor back to this page (spec §2.2). */
function SignInLinks({ labels, pathname }: { labels: Labels; pathname: string }) {
  const redirectTo = encodeURIComponent(pathname);
  const locale = splitLocale(pathname).locale;
  return (
    <div className="flex items-center gap-1">
      <Link
        href={`${localePath(locale, '/login')}?redirectTo=${redirectTo}`}
        className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-semibold text-cyan-900 hover:bg-cyan-50"
      >
        {labels.logIn}
      </Link>
      <Link
        href={`${localePath(locale, '/signup')}?redirectTo=${redirectTo}`}
        className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-cyan-800 px-2.5 text-sm font-semibold text-white hover:bg-cyan-900"
      >
        {labels.signUp}
      </Link>
    </div>
  );
}

/**
 * The signed-in part of the header: Log In / Sign Up, or the avatar menu. The
 * page is the same for everyone, so the answer comes after the script has asked
 * /api/me; meanwhile (and for good, without JavaScript) a placeholder holds the
 * place, and a browser without the script finds the two links in it.
 */
export function AccountMenu({ labels }: { labels: Labels }) {
  const pathname = useSitePath();
  const viewer = useViewer();

  if (viewer === undefined) {
    return (
      <div className="h-11 w-36">
        <noscript>
          <SignInLinks labels={labels} pathname={pathname} />
        </noscript>
      </div>
    );
  }

  if (viewer === null) return <SignInLinks labels={labels} pathname={pathname} />;

  return <AccountDropdown me={viewer} labels={labels} />;
}
