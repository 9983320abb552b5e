import { ADMIN_ROUTES } from '@/lib/permissions';
import { requirePermission } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';
import { getStorage } from '@/server/storage';
import { fileResponseHeaders } from '@/server/storage/file-response-headers';
import { STORAGE_KEY_PATTERN } from '@/server/storage/file-storage';

export const dynamic = 'force-dynamic';

/**
 * Serves stored files. Private files (CVs, attachments) only to admins, always
 * as downloads; public ones (pictures) inline if they are images, or from
 * S3_PUBLIC_URL (a CDN or a public bucket) when it is set.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  try {
    const key = (await params).key.join('/');
    if (!STORAGE_KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND');
    const isPrivate = key.startsWith('private/');
    if (isPrivate) await requirePermission(ADMIN_ROUTES['/api/files/private']);
    const publicUrl = getConfig().s3?.publicUrl;
    if (!isPrivate && publicUrl) {
      return new Response(null, {
        status: 308,
        headers: { Location: `${publicUrl.replace(/\/+$/, '')}/${key}`, 'Cache-Control': 'public, max-age=86400' },
      });
    }
    const data = await getStorage().get(key);
    if (!data) throw new AppError('NOT_FOUND');
    return new Response(Buffer.from(data), { headers: fileResponseHeaders(key, data.length, isPrivate) });
  } catch (error) {
    return errorResponse(error);
  }
}
