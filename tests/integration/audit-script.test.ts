import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const installed = (
  JSON.parse(readFileSync(path.join(root, 'node_modules', 'nodemailer', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * scripts/audit.mjs (run by .ci/run) against a local registry that answers npm's
 * bulk advisory endpoint (`POST /-/npm/v1/security/advisories/bulk`) as the public
 * registry documents it: with advisories, with none, or not at all (405, as the
 * development machines' registry does).
 */
describe('[CI] the audit script', () => {
  let server: Server;
  let registry = '';
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => {
        // npm reads the package document of each package an advisory names, to match versions.
        if (request.method === 'GET' && request.url === '/nodemailer') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              name: 'nodemailer',
              versions: { [installed]: { name: 'nodemailer', version: installed } },
            }),
          );
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.status === 200 ? JSON.stringify(answer.body) : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  function runAudit(env: Record<string, string> = {}): Promise<{ code: number | null; lastLine: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(root, 'scripts', 'audit.mjs')], {
        cwd: root,
        env: { ...process.env, npm_config_registry: registry, npm_config_audit_level: '', ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.on('close', (code) => {
        const lines = output.split('\n').filter((line) => line.trim() !== '');
        resolve({ code, lastLine: lines.at(-1) ?? '' });
      });
    });
  }

  it('says in its last line that nothing was checked when the advisory database cannot be reached', async () => {
    answer = { status: 405, body: null };
    const { code, lastLine } = await runAudit();
    expect(asked.some((request) => request.startsWith('POST /-/npm/v1/security/advisories/bulk'))).toBe(true);
    expect(lastLine).toMatch(/^npm audit: NOT CHECKED\. The advisory database could not be reached/);
    expect(code).toBe(0);
    expect((await runAudit({ AUDIT_REQUIRED: 'true' })).code).toBe(1);
  }, 60_000);

  it('fails on a high advisory of a production dependency, and passes when there is none', async () => {
    answer = {
      status: 200,
      body: {
        nodemailer: [
          {
            id: 1_000_001,
            url: 'https://github.com/advisories/GHSA-test-test-test',
            title: 'A test advisory covering every version',
            severity: 'high',
            vulnerable_versions: '>=0.0.0',
            cwe: ['CWE-20'],
            cvss: { score: 7.5, vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:N' },
          },
        ],
      },
    };
    const failing = await runAudit();
    expect(failing.lastLine).toMatch(/^npm audit: FAILED\. 1 high or critical advisories/);
    expect(failing.code).toBe(1);

    answer = { status: 200, body: {} };
    const passing = await runAudit();
    expect(passing.lastLine).toMatch(/^npm audit: passed/);
    expect(passing.code).toBe(0);
  }, 60_000);
});
