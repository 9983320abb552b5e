import type { ReactNode } from 'react';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';

/** The emergency lines from the site settings, in a red box (contact and join-us pages). */
export function EmergencyContacts({
  id,
  heading,
  text,
  contacts,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  contacts: CompanySettings['emergencyContacts'];
  children?: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-red-200 bg-red-50 p-5" aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-red-900">
        {heading}
      </h2>
      <p className="mb-2">{text}</p>
      <ul className="flex flex-col gap-2">
        {contacts.map((contact) => (
          <li key={contact.number}>
            {contact.label}:{' '}
            <a className="font-semibold text-red-900 underline" href={`tel:${contact.number}`}>
              {formatPhone(contact.number)}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
