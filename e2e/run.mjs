// Runs the browser suite in the system Chromium, installing it (with CJK fonts) from Debian when missing.
// `--prism` (what `npm test` runs) puts the app behind Stoplight Prism's validating proxy (prism/serve.mjs)
// for the whole suite, or for the specs named after it, and fails on any call that leaves the OpenAPI
// document. Without it the suite talks to the server directly (quicker to debug a spec with).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { violationsIn } from './prism/violations.mjs';

if (!existsSync('/usr/bin/chromium')) {
  console.log('Installing Chromium and CJK fonts from Debian packages…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
    {
      stdio: 'inherit',
    },
  );
}

const prism = process.argv.includes('--prism');
const args = process.argv.slice(2).filter((arg) => arg !== '--prism');
const env = { ...process.env };
const prismLog = join(import.meta.dirname, '.artifacts', 'prism.log');
if (prism) {
  mkdirSync(join(import.meta.dirname, '.artifacts'), { recursive: true });
  rmSync(prismLog, { force: true });
  Object.assign(env, { E2E_PRISM: '1', E2E_PRISM_LOG: prismLog });
}
const started = performance.now();
const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
if (!prism) process.exit(result.status ?? 1);

const violations = existsSync(prismLog) ? violationsIn(prismLog) : ['Prism wrote no log: it did not run'];
const seconds = ((performance.now() - started) / 1000).toFixed(0);
if (violations.length) {
  console.error(`\nPrism: ${violations.length} calls left the OpenAPI document (log: ${prismLog}):`);
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
console.log(`\nPrism: every call stayed within the OpenAPI document (${seconds} s; log: ${prismLog}).`);
process.exit(result.status ?? 1);
