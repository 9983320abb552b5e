import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { type CompanySettings, formatPhone, whatsappLink } from '@/lib/schemas/site-settings';

/** The office phones and the WhatsApp click-to-chat link (footer and contact page). */
export function CompanyPhones({
  locale,
  company,
  linkClass,
}: {
  locale: Locale;
  company: CompanySettings;
  linkClass: string;
}) {
  const t = translator(locale);
  return (
    <ul className="flex flex-col gap-1">
      {company.phones.map((phone) => (
        <li key={phone.number}>
          {phone.label}:{' '}
          <a href={`tel:${phone.number}`} className={linkClass}>
            {formatPhone(phone.number)}
          </a>
        </li>
      ))}
      <li>
        <a
          href={whatsappLink(company.whatsapp)}
          rel="noopener noreferrer"
          target="_blank"
          className={`${linkClass} font-semibold`}
        >
          {t('footer.whatsapp')}: {formatPhone(company.whatsapp)}
        </a>
      </li>
    </ul>
  );
}
