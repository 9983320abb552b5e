import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from '@/components/ui/link';

/** primary: the screen's main action; secondary: an outlined one beside others (Edit, View, Download). */
export type ButtonVariant = 'primary' | 'secondary';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-cyan-800 px-4 text-white hover:bg-cyan-900',
  secondary: 'border border-cyan-800 px-3 text-cyan-900 hover:bg-cyan-50',
};

/** The classes of a button or a link that looks like one: 44 px tall, a thumb's target on a phone. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`.trim();
}

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link to another screen that looks like a button (Add product, Edit, View). */
export function LinkButton({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
