/** What a machine needs before the browser tests: Debian's Chromium and a CJK font (else Chinese draws as boxes). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CJK_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/** The flags every browser run here uses (browser tests and benchmarks): headless, quiet, no background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium fonts-wqy-microhei';

export type ChromiumPlan = { kind: 'ready' } | { kind: 'install'; command: string } | { kind: 'ask'; message: string };

export function planChromiumSetup(machine: {
  hasChromium: boolean;
  hasCjkFont: boolean;
  isRoot: boolean;
}): ChromiumPlan {
  if (machine.hasChromium && machine.hasCjkFont) return { kind: 'ready' };
  if (machine.isRoot) return { kind: 'install', command: INSTALL_COMMAND };
  const missing = [machine.hasChromium ? '' : CHROMIUM_PATH, machine.hasCjkFont ? '' : CJK_FONT_PATH].filter(Boolean);
  return {
    kind: 'ask',
    message: `The browser tests need ${missing.join(' and ')}. Install them once as root:\n\n  sudo sh -c '${INSTALL_COMMAND}'\n`,
  };
}
