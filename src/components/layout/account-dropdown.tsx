'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { signOutAction } from '@/app/[locale]/(auth)/actions';
import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from './use-site-path';

import type { SignedInUser } from './use-viewer';

export type AccountLabels = {
  accountMenu: string;
  adminPanel: string;
  myOrders: string;
  accountSecurity: string;
  privacy: string;
  logOut: string;
};

/** The avatar menu of a signed-in visitor: e-mail, Admin Panel (admins only), My orders, Account security, Privacy and my data, Log Out. */
export function AccountDropdown({ me, labels }: { me: SignedInUser; labels: AccountLabels }) {
  const locale = useLocale();
  async function logOut() {
    await signOutAction();
    window.location.assign(localePath(locale, '/'));
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={labels.accountMenu}
        className="flex size-11 items-center justify-center overflow-hidden rounded-full bg-cyan-800 text-lg font-bold uppercase text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700"
      >
        {me.image ? (
          // biome-ignore lint/performance/noImgElement: a small remote avatar; next/image adds nothing here
          <img src={me.image} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{me.email?.charAt(0) ?? '#'}</span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-slate-600">{me.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {me.isAdmin ? (
            <DropdownMenu.Item asChild>
              <Link href="/admin" className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50">
                {labels.adminPanel}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild>
            <Link
              href={localePath(locale, '/account/orders')}
              className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50"
            >
              {labels.myOrders}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              href={localePath(locale, '/account/security')}
              className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50"
            >
              {labels.accountSecurity}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              href={localePath(locale, '/account/privacy')}
              className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50"
            >
              {labels.privacy}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void logOut()}
            className="cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50"
          >
            {labels.logOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
