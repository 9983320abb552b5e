/**
 * How long the production server (scripts/serve.ts) lets the requests under way
 * finish after SIGTERM before it stops anyway. Whatever stops it (systemd's
 * TimeoutStopSec, compose's stop_grace_period) must wait longer, or it cuts them
 * off with SIGKILL (tests/unit/deployment-files.test.ts checks both).
 */
export const DRAIN_TIMEOUT_MS = 25_000;
