import { NORTH_EAST_STATES, OTHER_STATES } from '../indian-states';
import { INTL_TAGS, type Locale } from './locales';
import { type MessageKey, translator } from './messages';

/**
 * The states in the page's language (the value sent stays the English name):
 * the north-east first in its own order, then the others in that language's
 * alphabetical order.
 */
export function stateOptions(locale: Locale) {
  const t = translator(locale);
  const option = (value: string) => ({ value, label: t(`submissions.join.stateNames.${value}` as MessageKey) });
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return {
    northEast: NORTH_EAST_STATES.map(option),
    other: OTHER_STATES.map(option).sort((a, b) => collator.compare(a.label, b.label)),
  };
}
