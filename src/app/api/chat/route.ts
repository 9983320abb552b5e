import { z } from 'zod';
import { CHAT_TYPED_MAX } from '@/lib/schemas/chat';
import { answerChatQuestion } from '@/server/chat/answer-chat-question';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/http/error-response';
import { clientAddress } from '@/server/security/client-address';

const body = z.object({ question: z.string().max(CHAT_TYPED_MAX * 4) });

/**
 * POST /api/chat {"question": "..."} → {"answer": "..."} or {"answer": null}
 * (the widget then shows the fallback and the company's contacts). One small
 * request per question, so the knowledge base is not shipped to every phone.
 */
export async function POST(request: Request) {
  try {
    const text = await request.text();
    if (text.length > CHAT_TYPED_MAX * 8) throw new AppError('INVALID_INPUT');
    const parsed = body.safeParse(JSON.parse(text || 'null'));
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    const { answer } = await answerChatQuestion({
      db: getDb(),
      question: parsed.data.question,
      clientAddress: clientAddress(request.headers),
    });
    return Response.json({ answer }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof SyntaxError) return errorResponse(new AppError('INVALID_INPUT'));
    return errorResponse(error);
  }
}
