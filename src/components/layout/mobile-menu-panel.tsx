import Link from 'next/link';
import type { MobileMenuLabels } from './mobile-menu';
import { type NavGroup, type NavModel, SITE_MENU_ID } from './nav-model';

const linkClass = 'block rounded px-3 py-3 text-base text-slate-900 hover:bg-cyan-50';

function Groups({ label, groups }: { label: string; groups: NavGroup[] }) {
  return (
    <div className="border-b border-slate-200 pb-3">
      <p className="flex min-h-12 items-center px-3 text-base font-semibold text-slate-900">{label}</p>
      {groups.map((group) => (
        <div key={group.heading} className="mt-1 pl-3">
          <p className="px-3 text-xs font-bold tracking-wide text-cyan-900">{group.heading}</p>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The phone menu for a browser without JavaScript (or before the script has
 * run): the Menu control is a link to #site-menu, and this panel, in the HTML
 * from the start, shows itself while it is the address's target, with every
 * group open. With the script the Menu control opens the dialog instead and
 * this panel stays hidden. No script of its own: a server component.
 */
export function MobileMenuPanel({ model, labels }: { model: NavModel; labels: MobileMenuLabels }) {
  return (
    <nav
      id={SITE_MENU_ID}
      aria-label={labels.title}
      className="fixed inset-0 z-50 hidden overflow-y-auto bg-white p-4 target:block"
    >
      <div className="mb-4 flex items-center justify-between">
        <p className="text-lg font-bold text-cyan-950">{labels.title}</p>
        {/* Leaving the target closes the panel; #main also puts the reader at the start of the page's content. */}
        <a
          href="#main"
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 font-semibold"
        >
          {labels.closeMenu}
        </a>
      </div>
      <Groups label={model.company.label} groups={model.company.groups} />
      <Link href={model.services.href} className={`${linkClass} border-b border-slate-200 font-semibold`}>
        {model.services.label}
      </Link>
      <Groups label={model.products.label} groups={model.products.groups} />
      <Link href={model.contact.href} className={`${linkClass} border-b border-slate-200 font-semibold`}>
        {model.contact.label}
      </Link>
    </nav>
  );
}
