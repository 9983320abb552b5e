/** What the header menus show; built on the server, passed to the client islands as plain data. */
export type NavLink = { href: string; label: string };
export type NavGroup = { heading: string; links: NavLink[] };

export type NavModel = {
  label: string;
  company: { label: string; groups: NavGroup[] };
  services: NavLink;
  products: { label: string; groups: NavGroup[] };
  contact: NavLink;
};

/** Spec §2.2: dropdowns close this long after the pointer leaves them. */
export const CLOSE_DELAY_MS = 150;

/** The phone menu's server-rendered panel (mobile-menu-panel.tsx), where the Menu link leads without JavaScript. */
export const SITE_MENU_ID = 'site-menu';
