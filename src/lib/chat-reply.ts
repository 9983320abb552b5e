/**
 * What the chat helper answers (POST /api/chat, the panel, the /help page):
 * the answer's words, then typed parts the page turns into tappable links.
 * Data, not markup: numbers stay in international form (the page formats them
 * and dials `tel:`), prices in paise (the page formats them in rupees).
 */

/** Where an answer came from; `fallback` is the spec's "Sorry, I don't have an answer…" with the contacts. */
export type ChatReplyKind = 'knowledge' | 'catalogue' | 'contact' | 'fallback';

export type ChatPart =
  /** A sentence of the answer; site paths ("/testing-kits") and web addresses in it become links. */
  | { type: 'text'; text: string }
  /** A page of the site, e.g. a sub-category's list. */
  | { type: 'link'; label: string; href: string }
  /** A product with its price today; `fullPricePaise` is the price before the discount, when there is one. */
  | { type: 'product'; name: string; href: string; pricePaise: number; fullPricePaise: number | null }
  /** A number to call: `number` is +91…, dialled with tel: and shown grouped. */
  | { type: 'phone'; label: string; number: string }
  /** The WhatsApp click-to-chat link of a number. */
  | { type: 'whatsapp'; label: string; number: string }
  | { type: 'email'; label: string; address: string };

export type ChatReply = {
  kind: ChatReplyKind;
  /** The answer's words (for a knowledge pair, its whole answer). */
  answer: string;
  parts: ChatPart[];
};
