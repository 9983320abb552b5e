import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChatReply } from '@/lib/chat-reply';
import type { Locale } from '@/lib/i18n/locales';
import { CHAT_TYPED_MAX } from '@/lib/schemas/chat';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import { getCompanySettings } from '../settings/get-company-settings';
import { findCatalogueReply, listProductParts, notInCatalogueReply } from './catalogue-reply';
import { contactReply, fallbackReply } from './contact-reply';
import { asksPrice, contactTopics, namingWords } from './detect-intent';
import { type KnownQuestion, type MatchRule, matchQuestion, normalizeQuestion } from './match-question';

/** Plenty for a person typing; stops a script from filling the unanswered list. */
export const CHAT_LIMIT: RateLimitRule = { max: 30, windowSeconds: 60 };

/**
 * Which rule answered, in the order they are tried: a known question typed
 * exactly; a contact question (from the settings); a price question naming a
 * product (from the catalogue); a known question contained or close (spec §5
 * and ours); a price question naming nothing we sell (`not-in-catalogue`); a
 * product named without a price word (`catalogue`); else null, the fallback.
 */
export type AnswerRule = 'exact' | 'contact' | 'catalogue' | 'contains' | 'tolerant' | 'not-in-catalogue';

/**
 * Whose pairs a question is matched against, in turn, by the language of the
 * page it was asked on: that language's translations first, then the others
 * (an Assamese reader may well type Hindi), English last for Assamese; English
 * first on English pages (where translations only help with a question
 * typed in Assamese or Hindi script).
 */
const SEARCH_ORDER: Record<Locale, readonly Locale[]> = {
  en: ['en', 'hi', 'as'],
  as: ['as', 'hi', 'en'],
  hi: ['hi', 'en', 'as'],
};

type Pair = KnownQuestion & { id: number };

/** The knowledge base in each language, in the helper's order (the English pair's position). */
async function pairsByLanguage(db: Kysely<Database>): Promise<Record<Locale, Pair[]>> {
  const [english, translations] = await Promise.all([
    db.selectFrom('chat_knowledge').select(['id', 'question', 'answer']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('chat_knowledge_translations')
      .innerJoin('chat_knowledge', 'chat_knowledge.id', 'chat_knowledge_translations.chat_knowledge_id')
      .select([
        'chat_knowledge_translations.chat_knowledge_id as id',
        'chat_knowledge_translations.locale',
        'chat_knowledge_translations.question',
        'chat_knowledge_translations.answer',
      ])
      .orderBy('chat_knowledge.position')
      .orderBy('chat_knowledge.id')
      .execute(),
  ]);
  const inLanguage = (locale: Locale) =>
    translations
      .filter((row) => row.locale === locale)
      .map((row) => ({ id: row.id, question: row.question, answer: row.answer }));
  return { en: english, as: inLanguage('as'), hi: inLanguage('hi') };
}

/**
 * A visitor's question to the chat helper (spec §5, decisions 011 and 016).
 * The knowledge base, the catalogue and the company settings are read afresh
 * each time: an admin's edit answers at once. A question without an answer
 * (the fallback, or a price of something we do not sell) is kept, by its words
 * only, so staff can see what farmers ask. Empty text is INVALID_INPUT (the
 * widget never sends it); too many questions from one address within a
 * minute are RATE_LIMITED. `keep: false` answers without keeping anything (a
 * question that did not come from this site's own pages).
 *
 * `locale` is the language of the page asked from (English by default): the
 * question is matched against that language's translated pairs first (see
 * SEARCH_ORDER; typed in its script or in Latin letters, farmer-words.ts), and
 * answered in it: the pair's translation when it has one, else its English
 * answer; the helper's own sentences from the catalogues; links to that
 * language's pages; products and lists by their translated names.
 */
export async function answerChatQuestion(options: {
  db: Kysely<Database>;
  logger: Logger;
  question: string;
  clientAddress: string;
  keep?: boolean;
  locale: Locale;
}): Promise<{ reply: ChatReply; rule: AnswerRule | null }> {
  const { db, locale } = options;
  const keepUnanswered = async (question: string) => {
    if (options.keep !== false) await db.insertInto('chat_unanswered').values({ question }).execute();
  };
  const typed = options.question.slice(0, CHAT_TYPED_MAX);
  const asked = normalizeQuestion(typed);
  if (!asked) throw new AppError('INVALID_INPUT');
  const { allowed } = await consumeRateLimit(db, `chat|address|${options.clientAddress}`, CHAT_LIMIT);
  if (!allowed) throw new AppError('RATE_LIMITED');

  const pairs = await pairsByLanguage(db);
  const english = new Map(pairs.en.map((pair) => [pair.id, pair.answer]));
  const inPageLanguage = new Map(pairs[locale].map((pair) => [pair.id, pair.answer]));
  const naming = namingWords(typed, locale);
  const knowledgeReply = async (pair: Pair): Promise<ChatReply> => {
    const englishAnswer = english.get(pair.id) ?? pair.answer;
    return {
      kind: 'knowledge',
      answer: inPageLanguage.get(pair.id) ?? englishAnswer,
      // The English answer names the catalogue's list as the staff wrote it; a translation may not.
      parts: await listProductParts({ db, answer: englishAnswer, naming, locale }),
    };
  };
  /** The first language (in SEARCH_ORDER) with a pair the rules find. */
  const firstMatch = (rules: readonly MatchRule[]) => {
    for (const language of SEARCH_ORDER[locale]) {
      const match = matchQuestion(pairs[language], typed, rules, locale);
      if (match) return match;
    }
    return null;
  };

  // A known question typed exactly is what the staff wrote for it, even when it names a product or a phone.
  const exact = firstMatch(['exact']);
  if (exact) return { reply: await knowledgeReply(exact.entry), rule: 'exact' };

  const topics = contactTopics(typed, locale);
  if (topics.length > 0) {
    return {
      reply: contactReply(await getCompanySettings(db, options.logger, locale), topics, locale),
      rule: 'contact',
    };
  }

  // A price with a product's name beats the general "do you sell fish seed" answers.
  const price = asksPrice(typed, locale);
  if (price) {
    const reply = await findCatalogueReply({ db, naming, everyWord: false, locale });
    if (reply) return { reply, rule: 'catalogue' };
  }

  const loose = firstMatch(['contains', 'tolerant']);
  if (loose) return { reply: await knowledgeReply(loose.entry), rule: loose.rule };

  if (price) {
    // Something we do not sell (yet): worth showing the staff, like any unanswered question.
    if (naming.length > 0) await keepUnanswered(asked);
    return { reply: notInCatalogueReply(naming, locale), rule: 'not-in-catalogue' };
  }

  // "aerator?", "drum filter": a product named plainly, every word of it.
  const named = await findCatalogueReply({ db, naming, everyWord: true, locale });
  if (named) return { reply: named, rule: 'catalogue' };

  await keepUnanswered(asked);
  return { reply: fallbackReply(await getCompanySettings(db, options.logger, locale), locale), rule: null };
}
