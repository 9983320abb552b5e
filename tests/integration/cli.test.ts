import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import Database from '@/server/db/sqlite-driver';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Runs one of the operator's scripts on its own SQLite data folder, as `npm run` would. */
async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, [path.join(root, 'scripts', name), ...args], {
      cwd: root,
      // Vitest sets BASE_URL (Vite's own) in its environment; the scripts must not inherit it.
      env: { ...process.env, DATABASE_URL: '', BASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('operator scripts', () => {
  it('stops on a bad setting with one line naming the variable', async () => {
    const result = await script('db-migrate.ts', [], {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cli-')),
      PORT: 'abc',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a number.');
  });

  it('prints its usage for --help and -h, and names an unknown option before the usage', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    for (const flag of ['--help', '-h']) {
      const help = await script('user.ts', [flag], { DATA_DIR: dataDir });
      expect(help.code, flag).toBe(0);
      expect(help.stdout, flag).toMatch(/^Usage:\n {2}npm run user -- create --email E --password P/);
      expect(help.stderr, flag).toBe('');
    }
    const unknown = await script('user.ts', ['create', '--email', 'a@example.in', '--pasword', 'x'], {
      DATA_DIR: dataDir,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown option --pasword\.\nUsage:\n/);
    expect(unknown.stdout).toBe('');
    // Neither opened the database.
    expect(existsSync(path.join(dataDir, 'site.db'))).toBe(false);
  });

  // A dozen runs of a script, each a few seconds on a busy machine.
  it('migrates, creates users, gives and takes staff roles, backs up and restores', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const env = { DATA_DIR: dataDir };
    const first = await script('db-migrate.ts', [], env);
    expect(first.stdout + first.stderr).toContain('Applied migrations on sqlite');
    expect((await script('db-migrate.ts', [], env)).stdout).toContain('is up to date');

    const created = await script(
      'user.ts',
      ['create', '--email', 'Office@Example.in', '--password', 'office-password', '--admin'],
      env,
    );
    expect(created.stdout).toContain('Created staff (owner) office@example.in');
    const duplicate = await script(
      'user.ts',
      ['create', '--email', 'office@example.in', '--password', 'x-password'],
      env,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    const tooShort = await script('user.ts', ['create', '--email', 'short@example.in', '--password', 'abc'], env);
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain('at least 6 characters');
    const adminTooShort = await script(
      'user.ts',
      ['create', '--email', 'boss@example.in', '--password', 'short-admin', '--admin'],
      env,
    );
    expect(adminTooShort.code).toBe(1);
    expect(adminTooShort.stderr).toContain('Admin passwords must be at least 12 characters long.');
    const common = await script('user.ts', ['create', '--email', 'common@example.in', '--password', 'Password1'], env);
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('This password is too common.');
    expect((await script('user.ts', ['grant-admin'], env)).stderr).toContain('Usage');

    const database = () => new Database(path.join(dataDir, 'site.db'), { readonly: true });
    const admins = () => {
      const db = database();
      const rows = db.prepare('select u.email from staff_members a join "user" u on u.id = a.user_id').all();
      db.close();
      return rows;
    };
    const roles = () => {
      const db = database();
      const rows = db
        .prepare('select u.email, r.role from staff_roles r join "user" u on u.id = r.user_id order by u.email, r.role')
        .all();
      db.close();
      return rows;
    };
    expect(admins()).toEqual([{ email: 'office@example.in' }]);
    expect(roles()).toEqual([{ email: 'office@example.in', role: 'owner' }]);
    // The last owner stays one.
    const lastOwner = await script('user.ts', ['revoke-admin', '--email', 'office@example.in'], env);
    expect(lastOwner.code).toBe(1);
    expect(lastOwner.stderr).toContain('The back office must keep an owner');
    const unknownRole = await script(
      'user.ts',
      ['create', '--email', 'cashier@example.in', '--password', 'cashier-password', '--role', 'cashier'],
      env,
    );
    expect(unknownRole.code).toBe(1);
    expect(unknownRole.stderr).toContain('Unknown role cashier');
    const desk = await script(
      'user.ts',
      ['create', '--email', 'desk@example.in', '--password', 'desk-password-1', '--role', 'order-desk,editor'],
      env,
    );
    expect(desk.stdout).toContain('Created staff (order-desk, editor) desk@example.in');
    await script('user.ts', ['set-roles', '--email', 'desk@example.in', '--role', 'editor'], env);
    expect(roles()).toEqual([
      { email: 'desk@example.in', role: 'editor' },
      { email: 'office@example.in', role: 'owner' },
    ]);
    await script('user.ts', ['revoke-admin', '--email', 'desk@example.in'], env);
    expect(admins()).toEqual([{ email: 'office@example.in' }]);
    const granted = await script('user.ts', ['grant-admin', '--email', 'desk@example.in'], env);
    expect(granted.stdout).toContain('Their sessions were ended');
    expect(roles()).toEqual([
      { email: 'desk@example.in', role: 'owner' },
      { email: 'office@example.in', role: 'owner' },
    ]);
    await script('user.ts', ['set-roles', '--email', 'desk@example.in', '--role', 'none'], env);

    const backupFile = path.join(mkdtempSync(path.join(tmpdir(), 'cli-backups-')), 'copy.tar.gz');
    expect((await script('backup.ts', [backupFile], env)).stdout).toContain('Backup written');
    expect(existsSync(backupFile)).toBe(true);
    expect((await script('backup.ts', [backupFile], env)).stderr).toContain('already exists');

    const restoredDir = path.join(mkdtempSync(path.join(tmpdir(), 'cli-restored-')), 'data');
    const restored = await script('restore.ts', [backupFile], { DATA_DIR: restoredDir });
    expect(restored.stdout).toContain('integrity ok');
    const copy = new Database(path.join(restoredDir, 'site.db'), { readonly: true });
    expect(copy.prepare('select email from "user" order by email').all()).toEqual([
      { email: 'desk@example.in' },
      { email: 'office@example.in' },
    ]);
    copy.close();
    expect(readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
    );
    expect((await script('restore.ts', [backupFile], { DATA_DIR: restoredDir })).stderr).toContain('is not empty');
  }, 90_000);
});
