import { migrateToLatest } from '@/server/db/migrate';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { seedLargeScale } from '@/server/db/seed/seed-large';
import { openContext, runScript } from './lib/context';

/** `npm run db:seed` loads the demo content; `-- --scale large` adds the load data set. */
await runScript(async () => {
  const args = process.argv.slice(2);
  const scaleIndex = args.indexOf('--scale');
  const scale = scaleIndex >= 0 ? args[scaleIndex + 1] : 'demo';
  if (scale !== 'demo' && scale !== 'large') throw new Error(`Unknown --scale ${scale}: use demo or large.`);

  const { db, engine } = openContext();
  try {
    await migrateToLatest(db, engine);
    await seedDemoContent(db);
    console.log(`Demo content is in place (${engine}).`);
    if (scale === 'large') {
      const started = Date.now();
      const added = await seedLargeScale(db);
      const summary = Object.entries(added)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ');
      console.log(
        summary
          ? `Added ${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
          : 'The load data set is already in place.',
      );
    }
  } finally {
    await db.destroy();
  }
});
