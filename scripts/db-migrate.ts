import { migrateToLatest } from '@/server/db/migrate';
import { openContext, runScript } from './lib/context';

await runScript(async () => {
  const { db, engine } = openContext();
  try {
    const { applied, aheadBy } = await migrateToLatest(db, engine);
    if (aheadBy.length > 0) {
      console.log(`Database (${engine}) was migrated by a newer release (${aheadBy.join(', ')}); left as it is.`);
    } else {
      console.log(
        applied.length > 0
          ? `Applied migrations on ${engine}: ${applied.join(', ')}`
          : `Database (${engine}) is up to date.`,
      );
    }
  } finally {
    await db.destroy();
  }
});
