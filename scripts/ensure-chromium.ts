import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, CJK_FONT_PATH, planChromiumSetup } from './chromium-setup';

// Never downloads a browser: Debian's Chromium is installed through apt, or the user is told the command.
const plan = planChromiumSetup({
  hasChromium: existsSync(CHROMIUM_PATH),
  hasCjkFont: existsSync(CJK_FONT_PATH),
  isRoot: process.getuid?.() === 0,
});

if (plan.kind === 'install') {
  console.log(`Installing Chromium for the browser tests: ${plan.command}`);
  execSync(plan.command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} else if (plan.kind === 'ask') {
  console.error(plan.message);
  process.exit(1);
}
