import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser), or CHROMIUM_PATH. Shared by the browser tests and the bench. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH. Browser tests never download a browser.`,
    );
  }
  return path;
}

/** Headless flags for these machines: no sandbox (root in a container), no GPU, nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
