import { createStorage } from '@/server/storage/create-storage';
import { sweepOrphanAttachments } from '@/server/submissions/sweep-orphan-attachments';
import { openContext, runScript } from './lib/context';

/**
 * `npm run files:sweep`: deletes private files (resumes, attachments) that no
 * submission points at and that are older than an hour, and what uploads cut
 * off by a crash left behind. Safe while the site runs; worth a daily cron entry.
 */
await runScript(async () => {
  const context = openContext();
  try {
    const { deleted, unfinished } = await sweepOrphanAttachments(context.db, createStorage(context.config));
    console.log(
      deleted.length === 0 ? 'No orphan files.' : `Deleted ${deleted.length} orphan files:\n${deleted.join('\n')}`,
    );
    if (unfinished.length > 0)
      console.log(`Deleted ${unfinished.length} files left half-written by a crash:\n${unfinished.join('\n')}`);
  } finally {
    await context.db.destroy();
  }
});
