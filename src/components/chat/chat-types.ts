/** What the server hands the chat widget: its texts (the company's contacts for Help come as chat parts). */
export type ChatTexts = {
  open: string;
  title: string;
  greeting: string;
  ask: string;
  cards: { title: string; text: string; href: string }[];
  help: string;
  helpTitle: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  you: string;
  helper: string;
  thinking: string;
  failed: string;
  tooMany: string;
  close: string;
  back: string;
  loading: string;
  /** Before a price struck out by a discount. */
  was: string;
};
