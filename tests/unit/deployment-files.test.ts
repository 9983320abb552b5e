import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DRAIN_TIMEOUT_MS } from '@/server/http/graceful-stop';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** "40s", "1m30s", "90" (seconds) → milliseconds, as Docker Compose reads a duration. */
function durationMs(value: string): number {
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)?/g)) {
    const factor = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[unit ?? 's'] ?? 1000;
    total += Number(amount) * factor;
  }
  return total;
}

/**
 * Docker cannot run on the development machines, so the deployment files are
 * read here and held to what the README says of them (issue 21, "Deployment").
 */
describe('[DEPLOY] the production examples', () => {
  type Service = {
    environment: Record<string, string>;
    stop_grace_period?: string;
    logging?: { driver: string; options: Record<string, string> };
  };
  const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
  const site = compose.services.site as Service;

  it('compose: two-step sign-in for admins, object storage passed through, logs rotated, time to drain', () => {
    // On unless compose.env says otherwise: ${ADMIN_REQUIRE_2FA:-true}.
    expect(site.environment.ADMIN_REQUIRE_2FA).toMatch(/^\$\{ADMIN_REQUIRE_2FA:-true\}$/);
    for (const name of [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ]) {
      expect(site.environment[name], name).toBe(`\${${name}:-}`);
    }
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.driver, name).toBe('json-file');
      expect(service.logging?.options['max-size'], name).toMatch(/^\d+m$/);
      expect(Number(service.logging?.options['max-file']), name).toBeGreaterThan(1);
    }
    expect(durationMs(site.stop_grace_period ?? '10s')).toBeGreaterThan(DRAIN_TIMEOUT_MS);
  });

  it('systemd: waits longer than the server drains, and the env example turns two-step sign-in on', () => {
    const unit = read('deploy/systemd/aquaculture-site.service');
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThan(DRAIN_TIMEOUT_MS);
    expect(unit).toContain('Node 24 LTS');
    expect(read('deploy/aquaculture-site.env.example')).toMatch(/^ADMIN_REQUIRE_2FA=true$/m);
  });

  it('Docker: Node 24 LTS in both stages, pg_dump for backups, no telemetry', () => {
    const dockerfile = read('Dockerfile');
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/apt-get install[^\n]*postgresql-client/);
    expect(runtime).toContain('NEXT_TELEMETRY_DISABLED=1');
  });

  it('README: the production section runs Node 24 with two-step sign-in, and an update builds before it restarts', () => {
    const readme = read('README.md');
    const deployment = readme.slice(readme.indexOf('## Deployment'), readme.indexOf('## Architecture'));
    expect(deployment).toContain('Node 24 LTS');
    expect(deployment).toContain('ADMIN_REQUIRE_2FA');
    const updating = deployment.slice(deployment.indexOf('### Updating'), deployment.indexOf('### Docker'));
    const build = updating.indexOf('scripts/start.mjs --build-only');
    const restart = updating.indexOf('systemctl restart aquaculture-site');
    expect(build).toBeGreaterThan(0);
    expect(restart).toBeGreaterThan(build);
  });

  it('every script that builds or runs Next.js turns its telemetry off', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const [name, command] of Object.entries(scripts)) {
      if (/\bnext (build|dev|start)\b/.test(command)) expect(command, name).toContain('NEXT_TELEMETRY_DISABLED=1');
    }
    expect(read('scripts/start.mjs')).toContain("process.env.NEXT_TELEMETRY_DISABLED = '1'");
    expect(read('scripts/test.mjs')).toContain("process.env.NEXT_TELEMETRY_DISABLED = '1'");
    expect(read('.ci/run')).toContain('export NEXT_TELEMETRY_DISABLED=1');
    expect(read('deploy/systemd/aquaculture-site.service')).toContain('NEXT_TELEMETRY_DISABLED=1');
  });
});
