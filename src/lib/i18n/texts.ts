import type { MessageKey } from './messages';

/**
 * Texts a server component hands to a client component: the keys the client
 * component names (a list kept beside it), looked up in the page's language on
 * the server, so no catalogue is shipped to the browser.
 */
export type Texts<Key extends MessageKey> = Record<Key, string>;
