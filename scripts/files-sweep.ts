import { createStorage } from '@/server/storage/create-storage';
import { sweepOrphanAttachments } from '@/server/submissions/sweep-orphan-attachments';
import { openContext, runScript } from './lib/context';

/**
 * `npm run files:sweep`: deletes private files (resumes, attachments) that no
 * submission points at and that are older than an hour. Safe while the site
 * runs; worth a daily cron entry.
 */
await runScript(async () => {
  const context = openContext();
  try {
    const { deleted } = await sweepOrphanAttachments(context.db, createStorage(context.config));
    console.log(
      deleted.length === 0 ? 'No orphan files.' : `Deleted ${deleted.length} orphan files:\n${deleted.join('\n')}`,
    );
  } finally {
    await context.db.destroy();
  }
});
