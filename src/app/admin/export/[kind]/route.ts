import { requireAdmin } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/http/error-response';
import { csvFileName, exportSubmissionsCsv } from '@/server/submissions/export-submissions-csv';
import { isSubmissionKind } from '@/server/submissions/submission-tables';

export const dynamic = 'force-dynamic';

/** "Download CSV" of a submissions tab (spec §2.11), streamed; admins only. `?q=` exports what the search shows. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  try {
    await requireAdmin();
    const { kind } = await params;
    if (!isSubmissionKind(kind)) throw new AppError('NOT_FOUND');
    const query = new URL(request.url).searchParams.get('q') ?? undefined;
    const body = exportSubmissionsCsv(getDb(), kind, { query, baseUrl: getConfig().baseUrl });
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
