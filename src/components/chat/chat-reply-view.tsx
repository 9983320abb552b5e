import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { ChatPart } from '@/lib/chat-reply';
import { type Locale, localePath, splitLocale } from '@/lib/i18n/locales';
import { formatPaise } from '@/lib/money';
import { formatPhone, whatsappLink } from '@/lib/phone';

/**
 * One answer of the chat helper: its words, then its parts as tappable
 * links (tel:, wa.me, mailto:, product pages), each at least 44 px tall.
 * Neither a server nor a client component of its own: the panel (in the
 * browser) and /help (on the server) show answers the same way, in the
 * page's language (`locale`): prices formatted for it, site paths written in
 * an answer linked to that language's page.
 */

/** Site paths ("/products/fish-seed") and web addresses in an answer's words become links. */
const LINKABLE = /(https?:\/\/[^\s)]+|(?<![\w/])\/[a-z0-9][a-z0-9\-/#]*)/gi;

const siteLink = 'font-semibold text-cyan-800 underline';
const target = 'inline-flex min-h-11 items-center';

/** A site path written in an answer ("/products/fish-seed"), as the page of that language; one already in a language stays. */
function siteHref(address: string, locale: Locale): string {
  return splitLocale(address).locale === 'en' ? localePath(locale, address) : address;
}

export function withLinks(text: string, locale: Locale = 'en'): ReactNode[] {
  return text.split(LINKABLE).map((part, index) => {
    if (index % 2 === 0) return part;
    const trailing = /[.,;:]+$/.exec(part)?.[0] ?? '';
    const address = trailing ? part.slice(0, -trailing.length) : part;
    const key = `${index}-${address}`;
    const link = address.startsWith('/') ? (
      <Link key={key} href={siteHref(address, locale)} className={siteLink}>
        {address}
      </Link>
    ) : (
      <a key={key} href={address} rel="noopener noreferrer" target="_blank" className="font-semibold underline">
        {address}
      </a>
    );
    return [link, trailing];
  });
}

function PartItem({
  part,
  wasLabel,
  locale,
}: {
  part: Exclude<ChatPart, { type: 'text' }>;
  wasLabel: string;
  locale: Locale;
}) {
  switch (part.type) {
    case 'link':
      return (
        <Link href={part.href} className={`${target} ${siteLink}`}>
          {part.label}
        </Link>
      );
    case 'product':
      // The name on its own line (a long one wraps inside its link), the price under it.
      return (
        <span className="flex flex-col pb-1">
          <Link href={part.href} className={`${target} ${siteLink}`}>
            {part.name}
          </Link>
          <span>
            <span className="sr-only">: </span>
            <span className="font-bold" data-testid="chat-price">
              {formatPaise(part.pricePaise, locale)}
            </span>
            {part.fullPricePaise === null ? null : (
              <span className="text-slate-700">
                {' '}
                ({wasLabel} <del>{formatPaise(part.fullPricePaise, locale)}</del>)
              </span>
            )}
          </span>
        </span>
      );
    case 'phone':
      return (
        <>
          {part.label}:{' '}
          <a href={`tel:${part.number}`} className={`${target} font-semibold underline`}>
            {formatPhone(part.number)}
          </a>
        </>
      );
    case 'whatsapp':
      return (
        <a
          href={whatsappLink(part.number)}
          rel="noopener noreferrer"
          target="_blank"
          className={`${target} font-semibold underline`}
        >
          {part.label}: {formatPhone(part.number)}
        </a>
      );
    case 'email':
      return (
        <>
          {part.label}:{' '}
          <a href={`mailto:${part.address}`} className={`${target} font-semibold underline wrap-anywhere`}>
            {part.address}
          </a>
        </>
      );
  }
}

type Block = { kind: 'text'; text: string } | { kind: 'list'; parts: Exclude<ChatPart, { type: 'text' }>[] };

/** Sentences stay paragraphs; the links between them are grouped into lists. */
function blocksOf(parts: readonly ChatPart[]): Block[] {
  const blocks: Block[] = [];
  for (const part of parts) {
    const last = blocks.at(-1);
    if (part.type === 'text') blocks.push({ kind: 'text', text: part.text });
    else if (last?.kind === 'list') last.parts.push(part);
    else blocks.push({ kind: 'list', parts: [part] });
  }
  return blocks;
}

export function ChatReplyView({
  answer,
  parts,
  wasLabel,
  locale,
}: {
  /** The answer's words; none for a list of contacts alone. */
  answer?: string;
  parts: readonly ChatPart[];
  /** "was", before a price struck out by a discount. */
  wasLabel: string;
  locale: Locale;
}) {
  return (
    <>
      {answer ? <p>{withLinks(answer, locale)}</p> : null}
      {blocksOf(parts).map((block, index) =>
        block.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer never move.
          <p key={index} className="mt-2">
            {withLinks(block.text, locale)}
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer never move.
          <ul key={index} className="mt-1 flex flex-col">
            {block.parts.map((part, partIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <li key={partIndex}>
                <PartItem part={part} wasLabel={wasLabel} locale={locale} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
