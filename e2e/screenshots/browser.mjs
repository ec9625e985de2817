// What every screenshot script shares: the system Chromium with this machine's flags, the two viewports
// and an output folder under the git-ignored e2e/.artifacts/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Creates and returns e2e/.artifacts/screenshots/<name>/. */
export function outputDir(name) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screenshots', name);
  mkdirSync(out, { recursive: true });
  return out;
}
