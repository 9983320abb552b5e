import { periodOf } from '@/lib/books/period';
import { ADMIN_ROUTES } from '@/lib/permissions';
import { requirePermission } from '@/server/auth/viewer';
import { bookFileName, booksCsv, isBookReport } from '@/server/books/books-csv';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';

export const dynamic = 'force-dynamic';

/** A report of the books for `?from=&to=` as CSV, streamed (owners; issue 35). */
export async function GET(request: Request, { params }: { params: Promise<{ report: string }> }) {
  try {
    await requirePermission(ADMIN_ROUTES['/admin/books/export/[report]']);
    const { report } = await params;
    if (!isBookReport(report)) throw new AppError('NOT_FOUND');
    const search = new URL(request.url).searchParams;
    const period = periodOf({ from: search.get('from'), to: search.get('to') });
    return new Response(booksCsv(getDb(), report, period), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${bookFileName(report, period)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
