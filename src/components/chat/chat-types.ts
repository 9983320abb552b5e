/** What the server hands the chat widget: its texts and the company's contacts (for Help and the fallback). */
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
  fallback: string;
  failed: string;
  tooMany: string;
  close: string;
  back: string;
  loading: string;
};

export type ChatContacts = {
  phones: { label: string; href: string; display: string }[];
  email: { href: string; display: string };
  whatsapp: { label: string; href: string; display: string };
};
