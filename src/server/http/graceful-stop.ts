/** How long requests under way may finish after SIGTERM; systemd and compose wait longer (deployment-files.test.ts). */
export const DRAIN_TIMEOUT_MS = 25_000;
