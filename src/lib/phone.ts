/**
 * Phone numbers as people read and dial them. Kept apart from the settings
 * schema (which needs zod) so the chat panel's chunk can format numbers
 * without carrying a validation library.
 */

/** wa.me wants the number without + or spaces. */
export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** +919876543210 → "+91 98765 43210" for Indian numbers; others as given. */
export function formatPhone(number: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(number);
  return match ? `+91 ${match[1]} ${match[2]}` : number;
}
