import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Fails loudly: an e2e run that silently skips would report a pass it never earned. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with ` +
        '`apt-get update && apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
}
