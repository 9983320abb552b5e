import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { warnAboutConfiguration } from '@/server/check-startup';
import { parseConfig } from '@/server/config';

/** The JSON lines a logger at the server's default level writes. */
function logLines(env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  warnAboutConfiguration(parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-warn-')), ...env }), logger);
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string; variable?: string });
}

describe('start-up warnings', () => {
  it('warns in one JSON line when ADMIN_NOTIFY_EMAIL is unset, and says where submissions go instead', () => {
    const [line, ...rest] = logLines({});
    expect(rest).toEqual([]);
    expect(line?.level).toBe(40);
    expect(line?.variable).toBe('ADMIN_NOTIFY_EMAIL');
    expect(line?.msg).toMatch(/^ADMIN_NOTIFY_EMAIL is not set: /);
    expect(line?.msg).toContain("go to the company's e-mail addresses in the site settings");
  });

  it('says nothing when ADMIN_NOTIFY_EMAIL is set', () => {
    expect(logLines({ ADMIN_NOTIFY_EMAIL: 'office@example.in' })).toEqual([]);
  });
});
