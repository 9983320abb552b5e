import { ADMIN_ROUTES } from '@/lib/permissions';
import { requirePermission } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';
import { csvFileName, exportSubmissionsCsv } from '@/server/submissions/export-submissions-csv';
import { isSubmissionKind, isSubmissionStatus } from '@/server/submissions/submission-tables';

export const dynamic = 'force-dynamic';

/** "Download CSV" of a submissions tab (spec §2.11), streamed; admins only. `?q=` and `?status=` export what the list shows. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  try {
    await requirePermission(ADMIN_ROUTES['/admin/export/[kind]']);
    const { kind } = await params;
    if (!isSubmissionKind(kind)) throw new AppError('NOT_FOUND');
    const search = new URL(request.url).searchParams;
    const query = search.get('q') ?? undefined;
    const status = search.get('status');
    const body = exportSubmissionsCsv(getDb(), kind, {
      query,
      status: isSubmissionStatus(status) ? status : undefined,
      baseUrl: getConfig().baseUrl,
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(kind)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
