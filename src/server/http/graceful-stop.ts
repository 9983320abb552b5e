/**
 * How long the production server lets the requests under way finish after SIGTERM. Whatever
 * stops it (systemd's TimeoutStopSec, compose's stop_grace_period) must wait longer
 * (tests/unit/deployment-files.test.ts checks both).
 */
export const DRAIN_TIMEOUT_MS = 25_000;
