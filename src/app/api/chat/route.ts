import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { CHAT_TYPED_MAX } from '@/lib/schemas/chat';
import { answerChatQuestion } from '@/server/chat/answer-chat-question';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';
import { SMALL_BODY_LIMITS } from '@/server/http/request-guard';
import { getLogger } from '@/server/logger';
import { clientAddress } from '@/server/security/client-address';
import { readLimitedBody } from '@/server/security/read-limited-body';

const body = z.object({
  question: z.string().max(CHAT_TYPED_MAX * 4),
  /** The language of the page asking; English when left out, a language the site does not have is refused (400). */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});

/**
 * POST /api/chat {"question": "...", "locale": "as"} → {"kind", "answer", "parts"} (src/lib/chat-reply.ts),
 * in the page's language (en, as or hi; en when left out):
 * the answer's words and the links, numbers and prices to show as tappable
 * parts; `kind: "fallback"` is the spec's sentence with the company's contacts.
 * One small request per question, so the knowledge base is not shipped to every phone.
 */
export async function POST(request: Request) {
  try {
    const text = await readLimitedBody(request, SMALL_BODY_LIMITS['/api/chat'] ?? 0);
    if (text === null) {
      return Response.json({ error: 'BODY_TOO_LARGE' }, { status: 413, headers: { 'Cache-Control': 'no-store' } });
    }
    const parsed = body.safeParse(JSON.parse(text || 'null'));
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    const { reply } = await answerChatQuestion({
      db: getDb(),
      logger: getLogger(),
      question: parsed.data.question,
      locale: parsed.data.locale,
      clientAddress: clientAddress(request.headers),
    });
    return Response.json(reply, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof SyntaxError) return errorResponse(new AppError('INVALID_INPUT'));
    return errorResponse(error);
  }
}
