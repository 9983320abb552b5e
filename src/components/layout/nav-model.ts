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

/** Where the phone's Menu link leads without JavaScript: every group and link on a page of its own. */
export const SITE_MENU_PATH = '/menu';
