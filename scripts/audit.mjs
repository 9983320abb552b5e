// CI's dependency check: `npm audit --omit=dev` must report no high or critical advisory.
// Its last line always says what happened. When the advisory database cannot be reached
// (a registry mirror without the audit endpoint, as on the development machines), that
// last line says the dependencies were NOT checked; AUDIT_REQUIRED=true turns it into a
// failure, for pipelines that can reach the database.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });

/** npm's report, or null when it is not one (an error, an empty answer). */
function parse(text) {
  try {
    const report = JSON.parse(text);
    return report && typeof report === 'object' && report.metadata?.vulnerabilities ? report : null;
  } catch {
    return null;
  }
}

function unreachableReason() {
  try {
    const answer = JSON.parse(result.stdout);
    const reason = answer.error?.summary || answer.message || answer.error?.code;
    if (reason) return reason;
  } catch {
    // Not JSON: npm's own words on stderr below.
  }
  const lines = (result.stderr ?? '').split('\n').filter((line) => /npm (error|warn) audit/.test(line));
  return lines.join(' ').trim() || result.error?.message || 'no answer';
}

const report = parse(result.stdout);
if (!report) {
  console.log(
    `npm audit: NOT CHECKED. The advisory database could not be reached (${unreachableReason()}); ` +
      'no dependency was checked for advisories in this run.',
  );
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}
const counts = report.metadata.vulnerabilities;
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
if (serious > 0) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
  console.log(`npm audit: FAILED. ${serious} high or critical advisories in production dependencies.`);
  process.exit(1);
}
console.log(`npm audit: passed, no high or critical advisory in production dependencies (${JSON.stringify(counts)}).`);
