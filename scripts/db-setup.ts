import { migrateToLatest } from '@/server/db/migrate';
import { isDatabaseEmpty, seedDemoContent } from '@/server/db/seed/seed-demo';
import { openContext, runScript } from './lib/context';

/** Run by `npm start` before serving: migrate, and seed a database that is still empty. */
await runScript(async () => {
  const { db, engine } = openContext();
  try {
    const { aheadBy } = await migrateToLatest(db, engine);
    if (aheadBy.length > 0) {
      console.warn(
        `The database was migrated by a newer release (${aheadBy.join(', ')}); this release runs on it as it is.`,
      );
    }
    if (await isDatabaseEmpty(db)) {
      await seedDemoContent(db);
      console.log(`Seeded the empty ${engine} database with the demo content.`);
    }
  } finally {
    await db.destroy();
  }
});
