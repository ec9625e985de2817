// Runs the browser suite in the system Chromium, installing it (with CJK fonts) from Debian when missing.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.log('Installing Chromium and CJK fonts from Debian packages…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
    {
      stdio: 'inherit',
    },
  );
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
