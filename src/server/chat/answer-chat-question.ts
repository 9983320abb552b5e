import type { Kysely } from 'kysely';
import { CHAT_TYPED_MAX } from '@/lib/schemas/chat';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import { type MatchRule, matchQuestion, normalizeQuestion } from './match-question';

/** Plenty for a person typing; stops a script from filling the unanswered list. */
export const CHAT_LIMIT: RateLimitRule = { max: 30, windowSeconds: 60 };

/**
 * A visitor's question to the chat helper (spec §5): the answer from the
 * knowledge base, or null for the fallback. A question without an answer is
 * kept (its words only, no visitor data) so staff can see what farmers ask.
 * The knowledge base is read afresh each time: an admin's edit answers at once.
 * Empty text is INVALID_INPUT (the widget never sends it); too many questions
 * from one address within a minute are RATE_LIMITED.
 */
export async function answerChatQuestion(options: {
  db: Kysely<Database>;
  question: string;
  clientAddress: string;
}): Promise<{ answer: string | null; rule: MatchRule | null }> {
  const typed = options.question.slice(0, CHAT_TYPED_MAX);
  const asked = normalizeQuestion(typed);
  if (!asked) throw new AppError('INVALID_INPUT');
  const { allowed } = await consumeRateLimit(options.db, `chat|address|${options.clientAddress}`, CHAT_LIMIT);
  if (!allowed) throw new AppError('RATE_LIMITED');
  const entries = await options.db
    .selectFrom('chat_knowledge')
    .select(['question', 'answer'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const match = matchQuestion(entries, typed);
  if (match) return { answer: match.entry.answer, rule: match.rule };
  await options.db.insertInto('chat_unanswered').values({ question: asked }).execute();
  return { answer: null, rule: null };
}
