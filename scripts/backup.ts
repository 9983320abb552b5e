import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openSqlite } from '@/server/db/create-database';
import { loadConfig, runScript } from './lib/context';

/**
 * `npm run backup -- FILE`: a consistent copy taken while the site runs.
 * SQLite: the online backup API (readers and writers carry on).
 * PostgreSQL: pg_dump in its custom format (restore with pg_restore).
 */
await runScript(async () => {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run backup -- FILE');
  const file = path.resolve(target);
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name.`);
  mkdirSync(path.dirname(file), { recursive: true });
  const config = loadConfig();

  if (config.databaseUrl) {
    const result = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    if (result.error || result.status !== 0) throw new Error('pg_dump failed (is the PostgreSQL client installed?).');
  } else {
    const source = path.join(config.dataDir, 'site.db');
    if (!existsSync(source)) throw new Error(`No database at ${source}.`);
    const sqlite = openSqlite(source);
    try {
      await sqlite.backup(file);
    } finally {
      sqlite.close();
    }
  }
  console.log(`Backup written to ${file}`);
});
