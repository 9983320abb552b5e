'use client';

import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import { CLOSE_DELAY_MS, type NavGroup, type NavModel } from './nav-model';

type MenuId = 'company' | 'products';

/**
 * Desktop navigation (spec §2.2) as disclosure buttons with link panels: open on
 * hover and on click; close 150 ms after the pointer leaves, on an outside click,
 * on Escape (focus back to the button) and on a route change. Up and Down move
 * between the links of an open panel; Left and Right between the top-level items.
 * Without JavaScript the same panels open on hover and focus (see no-script-menus.tsx).
 */
export function MainNav({ model }: { model: NavModel }) {
  const [open, setOpen] = useState<MenuId | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<Record<MenuId, HTMLButtonElement | null>>({ company: null, products: null });
  const pathname = useSitePath();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menus
  useEffect(() => setOpen(null), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      triggers.current[open]?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);

  function onPointerEnter(id: MenuId, event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (open !== id) openedByHover.current = true;
    setOpen(id);
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  }

  function onTriggerClick(id: MenuId) {
    cancelClose();
    // A click on a menu that hover just opened keeps it open; the next click closes it.
    setOpen(open === id && !openedByHover.current ? null : id);
    openedByHover.current = false;
  }

  function focusLink(id: MenuId, which: 'first' | 'last') {
    requestAnimationFrame(() => {
      const links = document.querySelectorAll<HTMLAnchorElement>(`#menu-${id} a`);
      links[which === 'first' ? 0 : links.length - 1]?.focus();
    });
  }

  /** Left and Right move between the top-level items, as in the APG disclosure navigation. */
  function onTopItemKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const items = [...(navRef.current?.querySelectorAll<HTMLElement>('[data-top-item]') ?? [])];
    const index = items.indexOf(event.currentTarget);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    event.preventDefault();
    setOpen(null);
    items[(index + step + items.length) % items.length]?.focus();
  }

  function onTriggerKeyDown(id: MenuId, event: KeyboardEvent<HTMLButtonElement>) {
    onTopItemKeyDown(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(id);
      focusLink(id, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const panel = event.currentTarget.closest('[id^="menu-"]');
    const links = panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a')] : [];
    const index = links.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown'
        ? links[(index + 1) % links.length]
        : event.key === 'ArrowUp'
          ? links[(index - 1 + links.length) % links.length]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links.at(-1)
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  function menu(id: MenuId, label: string, groups: NavGroup[]) {
    const isOpen = open === id;
    return (
      <li
        className="relative"
        data-nav-menu
        onPointerEnter={(event) => onPointerEnter(id, event)}
        onPointerLeave={onPointerLeave}
      >
        <button
          ref={(element) => {
            triggers.current[id] = element;
          }}
          type="button"
          data-top-item
          aria-expanded={isOpen}
          aria-controls={`menu-${id}`}
          onClick={() => onTriggerClick(id)}
          onKeyDown={(event) => onTriggerKeyDown(id, event)}
          className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-slate-800 hover:text-cyan-800 aria-expanded:text-cyan-800"
        >
          {label}
          <span aria-hidden="true" className={`text-xs transition-transform ${isOpen ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
        {/* Closed is a class, not the hidden attribute: the no-script rules (NoScriptMenus) must be able to open it. */}
        <div
          id={`menu-${id}`}
          data-nav-panel
          className={`absolute left-0 top-full z-50 mt-1 rounded-lg border border-slate-200 bg-white p-5 shadow-xl ${
            isOpen ? 'block' : 'hidden'
          }`}
        >
          <div className={`grid gap-6 ${groups.length >= 3 ? 'w-[36rem] grid-cols-3' : 'w-80 grid-cols-2'}`}>
            {groups.map((group) => (
              <div key={group.heading}>
                <p className="mb-2 text-xs font-bold tracking-wide text-cyan-900">{group.heading}</p>
                <ul className="flex flex-col gap-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={() => setOpen(null)}
                        onKeyDown={onLinkKeyDown}
                        className="block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-cyan-50 focus-visible:bg-cyan-50"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </li>
    );
  }

  const plainLink = 'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-slate-800 hover:text-cyan-800';
  return (
    <nav ref={navRef} aria-label={model.label} className="hidden md:block">
      <ul className="flex items-center gap-1 text-sm">
        {menu('company', model.company.label, model.company.groups)}
        <li>
          <Link href={model.services.href} className={plainLink} data-top-item onKeyDown={onTopItemKeyDown}>
            {model.services.label}
          </Link>
        </li>
        {menu('products', model.products.label, model.products.groups)}
        <li>
          <Link href={model.contact.href} className={plainLink} data-top-item onKeyDown={onTopItemKeyDown}>
            {model.contact.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
