import { migrateToLatest } from '@/server/db/migrate';
import { openContext, runScript } from './lib/context';

await runScript(async () => {
  const { db, engine } = openContext();
  try {
    const applied = await migrateToLatest(db, engine);
    console.log(
      applied.length > 0
        ? `Applied migrations on ${engine}: ${applied.join(', ')}`
        : `Database (${engine}) is up to date.`,
    );
  } finally {
    await db.destroy();
  }
});
