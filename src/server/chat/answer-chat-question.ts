import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChatReply } from '@/lib/chat-reply';
import { CHAT_TYPED_MAX } from '@/lib/schemas/chat';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import { getCompanySettings } from '../settings/get-company-settings';
import { findCatalogueReply, listProductParts, notInCatalogueReply } from './catalogue-reply';
import { contactReply, fallbackReply } from './contact-reply';
import { asksPrice, contactTopics, namingWords } from './detect-intent';
import { type KnownQuestion, matchQuestion, normalizeQuestion } from './match-question';

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
 * A visitor's question to the chat helper (spec §5, decisions 011 and 016).
 * The knowledge base, the catalogue and the company settings are read afresh
 * each time: an admin's edit answers at once. A question without an answer
 * (the fallback, or a price of something we do not sell) is kept, by its words
 * only, so staff can see what farmers ask. Empty text is INVALID_INPUT (the
 * widget never sends it); too many questions from one address within a
 * minute are RATE_LIMITED. `keep: false` answers without keeping anything (a
 * question that did not come from this site's own pages).
 */
export async function answerChatQuestion(options: {
  db: Kysely<Database>;
  logger: Logger;
  question: string;
  clientAddress: string;
  keep?: boolean;
}): Promise<{ reply: ChatReply; rule: AnswerRule | null }> {
  const { db } = options;
  const keepUnanswered = async (question: string) => {
    if (options.keep !== false) await db.insertInto('chat_unanswered').values({ question }).execute();
  };
  const typed = options.question.slice(0, CHAT_TYPED_MAX);
  const asked = normalizeQuestion(typed);
  if (!asked) throw new AppError('INVALID_INPUT');
  const { allowed } = await consumeRateLimit(db, `chat|address|${options.clientAddress}`, CHAT_LIMIT);
  if (!allowed) throw new AppError('RATE_LIMITED');

  const entries = await db
    .selectFrom('chat_knowledge')
    .select(['question', 'answer'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const naming = namingWords(typed);
  const knowledgeReply = async (entry: KnownQuestion): Promise<ChatReply> => ({
    kind: 'knowledge',
    answer: entry.answer,
    parts: await listProductParts({ db, answer: entry.answer, naming }),
  });

  // A known question typed exactly is what the staff wrote for it, even when it names a product or a phone.
  const exact = matchQuestion(entries, typed, ['exact']);
  if (exact) return { reply: await knowledgeReply(exact.entry), rule: 'exact' };

  const topics = contactTopics(typed);
  if (topics.length > 0) {
    return { reply: contactReply(await getCompanySettings(db, options.logger), topics), rule: 'contact' };
  }

  // A price with a product's name beats the general "do you sell fish seed" answers.
  const price = asksPrice(typed);
  if (price) {
    const reply = await findCatalogueReply({ db, naming, everyWord: false });
    if (reply) return { reply, rule: 'catalogue' };
  }

  const loose = matchQuestion(entries, typed, ['contains', 'tolerant']);
  if (loose) return { reply: await knowledgeReply(loose.entry), rule: loose.rule };

  if (price) {
    // Something we do not sell (yet): worth showing the staff, like any unanswered question.
    if (naming.length > 0) await keepUnanswered(asked);
    return { reply: notInCatalogueReply(naming), rule: 'not-in-catalogue' };
  }

  // "aerator?", "drum filter": a product named plainly, every word of it.
  const named = await findCatalogueReply({ db, naming, everyWord: true });
  if (named) return { reply: named, rule: 'catalogue' };

  await keepUnanswered(asked);
  return { reply: fallbackReply(await getCompanySettings(db, options.logger)), rule: null };
}
