import { redirect } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { signInFirst } from '@/lib/sign-in-first';
import { getViewer } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { errorResponse } from '@/server/errors/error-response';
import { exportPersonalData } from '@/server/privacy/export-personal-data';

export const dynamic = 'force-dynamic';

/** "Download my data": the signed-in user's own data as a JSON file; whose data comes from the session only. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const viewer = await getViewer();
  if (!viewer) {
    const { locale } = await params;
    redirect(signInFirst(isLocale(locale) ? locale : DEFAULT_LOCALE, '/account/privacy'));
  }
  try {
    const data = await exportPersonalData({ db: getDb(), userId: viewer.userId });
    const day = data.exportedAt.slice(0, 10);
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
