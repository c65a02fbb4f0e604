import { describe, expect, it } from 'vitest';
import { CJK_FONT_PATH, INSTALL_COMMAND, planChromiumSetup } from './chromium-setup';

describe('planChromiumSetup', () => {
  it('does nothing when Chromium and the CJK font are there', () => {
    expect(planChromiumSetup({ hasChromium: true, hasCjkFont: true, isRoot: false })).toEqual({ kind: 'ready' });
  });

  it('installs through apt when running as root', () => {
    expect(planChromiumSetup({ hasChromium: false, hasCjkFont: true, isRoot: true })).toEqual({
      kind: 'install',
      command: INSTALL_COMMAND,
    });
    expect(planChromiumSetup({ hasChromium: true, hasCjkFont: false, isRoot: true })).toEqual({
      kind: 'install',
      command: INSTALL_COMMAND,
    });
  });

  it('tells a non-root user the exact command, naming only what is missing', () => {
    const plan = planChromiumSetup({ hasChromium: false, hasCjkFont: true, isRoot: false });
    expect(plan.kind).toBe('ask');
    const message = plan.kind === 'ask' ? plan.message : '';
    expect(message).toContain(INSTALL_COMMAND);
    expect(message).toContain('/usr/bin/chromium');
    expect(message).not.toContain(CJK_FONT_PATH);
  });
});
