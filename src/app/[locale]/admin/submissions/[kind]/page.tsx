import { notFound } from 'next/navigation';
import { SubmissionsAdmin } from '@/components/admin/submissions/submissions-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { findMessagesForRecords } from '@/server/outbox/find-messages';
import { findSubmissions } from '@/server/submissions/find-submissions';
import { isSubmissionKind, SUBMISSION_TABLES } from '@/server/submissions/submission-tables';
import { AdminFrame } from '../../admin-frame';
import { readOrLog } from '../../read-or-log';
import { pageOf, param, type SearchParams, submissionStatusOf } from '../../search-params';

/** Contact Us, Join Us and Tenant Down submissions (spec §2.11): one page of a form's, with the messages sent about them. */
export default async function SubmissionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string }>;
  searchParams: SearchParams;
}) {
  const viewer = await requireAdminPage('/admin/submissions/[kind]');
  const { kind } = await params;
  if (!isSubmissionKind(kind)) notFound();
  const query = await searchParams;
  const filters = { query: param(query, 'q'), status: submissionStatusOf(query), page: pageOf(query) };
  const db = getDb();
  const loaded = await readOrLog(
    findSubmissions(db, kind, filters).then(async (result) => ({
      result,
      messages: await findMessagesForRecords(
        db,
        SUBMISSION_TABLES[kind],
        result.rows.map((row) => row.id),
      ),
    })),
    `${kind} submissions for the admin`,
  );
  return (
    <AdminFrame viewer={viewer} path={`/admin/submissions/${kind}`}>
      <SubmissionsAdmin
        kind={kind}
        {...filters}
        result={loaded?.result ?? null}
        messages={loaded?.messages ?? new Map()}
      />
    </AdminFrame>
  );
}
