import { requireAdmin } from '@/server/auth/viewer';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/http/error-response';
import { getStorage } from '@/server/storage';
import { fileResponseHeaders } from '@/server/storage/file-response-headers';
import { STORAGE_KEY_PATTERN } from '@/server/storage/file-storage';

export const dynamic = 'force-dynamic';

/**
 * Serves stored files. Private files (CVs, attachments) only to admins, always
 * as downloads; public ones (product pictures) inline if they are images.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  try {
    const key = (await params).key.join('/');
    if (!STORAGE_KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND');
    const isPrivate = key.startsWith('private/');
    if (isPrivate) await requireAdmin();
    const data = await getStorage().get(key);
    if (!data) throw new AppError('NOT_FOUND');
    return new Response(Buffer.from(data), { headers: fileResponseHeaders(key, data.length, isPrivate) });
  } catch (error) {
    return errorResponse(error);
  }
}
