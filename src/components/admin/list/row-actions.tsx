import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';

/** A row's Edit (or View) link, named after its row for screen readers, and its other buttons (Delete). */
export function RowActions({
  href,
  label,
  text,
  children,
}: {
  href: string;
  label: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <LinkButton variant="secondary" href={href} aria-label={label}>
        {text}
      </LinkButton>
      {children}
    </div>
  );
}
