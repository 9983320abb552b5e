import { Link } from '@/components/ui/link';
import type { NavGroup, NavModel } from './nav-model';

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
 * Every group and link of the header menus, open: the /menu page, where the
 * phone's Menu link leads without JavaScript (or before the script has run).
 * With the script the same link opens the menu dialog instead. A server
 * component: no script of its own, and not repeated in every page's HTML.
 */
export function SiteMenuList({ model, label }: { model: NavModel; label: string }) {
  return (
    <nav aria-label={label}>
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
