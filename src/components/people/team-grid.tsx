import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { readTeamMembers } from '@/server/people';

function initials(name: string): string {
  return name
    .replace(/^(Dr|Md)\.\s+/i, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** The team from the database (photo or initials, name, role, LinkedIn in a new tab), plus a Join us card. */
export async function TeamGrid({ locale, withJoinCard = false }: { locale: Locale; withJoinCard?: boolean }) {
  const t = translator(locale);
  const members = await readTeamMembers();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li
          key={member.id}
          data-testid="team-member"
          className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5"
        >
          {member.imageUrl ? (
            // biome-ignore lint/performance/noImgElement: admin-uploaded photos are already resized at upload
            <img
              src={member.imageUrl}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              className="size-18 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-18 shrink-0 items-center justify-center rounded-full bg-cyan-800 text-xl font-bold text-white"
            >
              {initials(member.name)}
            </span>
          )}
          <div>
            <p className="font-semibold text-cyan-950">{member.name}</p>
            <p className="text-sm text-slate-700">{member.role}</p>
            {member.linkedinUrl ? (
              <a
                href={member.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('about.linkedin', { name: member.name })}
                className="mt-1 inline-block py-1 text-sm font-semibold text-cyan-800 underline"
              >
                LinkedIn
              </a>
            ) : null}
          </div>
        </li>
      ))}
      {withJoinCard ? (
        <li className="flex flex-col justify-center rounded-lg bg-cyan-900 p-5 text-white">
          <p className="text-lg font-semibold">{t('about.joinCardHeading')}</p>
          <p className="mb-3 text-cyan-50">{t('about.joinCardText')}</p>
          <Link
            href={localePath(locale, '/join-us')}
            className="self-start rounded-md bg-white px-4 py-2 font-semibold text-cyan-950"
          >
            {t('about.joinCardLink')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
