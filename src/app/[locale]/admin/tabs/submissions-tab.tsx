import { SubmissionsAdmin } from '@/components/admin/submissions/submissions-admin';
import { getDb } from '@/server/db';
import type { SubmissionStatus } from '@/server/db/schema';
import { findMessagesForRecords } from '@/server/outbox/find-messages';
import { findSubmissions } from '@/server/submissions/find-submissions';
import { SUBMISSION_TABLES, type SubmissionKind } from '@/server/submissions/submission-tables';
import { readOrLog } from './read-or-log';

/** Reads one page of a form's submissions and the messages sent about them. */
export async function SubmissionsTab(props: {
  kind: SubmissionKind;
  query: string | undefined;
  status: SubmissionStatus | undefined;
  page: number;
}) {
  const db = getDb();
  const loaded = await readOrLog(
    findSubmissions(db, props.kind, props).then(async (result) => ({
      result,
      messages: await findMessagesForRecords(
        db,
        SUBMISSION_TABLES[props.kind],
        result.rows.map((row) => row.id),
      ),
    })),
    `${props.kind} submissions for the admin`,
  );
  return <SubmissionsAdmin {...props} result={loaded?.result ?? null} messages={loaded?.messages ?? new Map()} />;
}
