import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../contract/calls/accounts';
import type { RouterContext } from '../router-context';
import { guardRoute } from './route-guard';

function contextWith(user: SessionUser | null) {
  const show = vi.fn();
  const context = {
    session: { getUser: () => user },
    feedback: { toasts: { show } },
    i18n: { t: (key: string) => `translated:${key}` },
  } as unknown as RouterContext;
  return { context, show };
}

const location = (href: string) => ({ href, pathname: href.split('?')[0] }) as ParsedLocation;

function redirectOf(run: () => void) {
  try {
    run();
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  return undefined;
}

describe('guardRoute', () => {
  it('sends a visitor to /account with the original full path', () => {
    const { context, show } = contextWith(null);
    const target = redirectOf(() =>
      guardRoute({ context, location: location('/en/serve/checkIn/trip?ticket=8801234567890') }),
    );
    expect(target).toMatchObject({
      to: '/{-$locale}/account',
      params: { locale: 'en' },
      search: { path: '/en/serve/checkIn/trip?ticket=8801234567890' },
    });
    expect(show).not.toHaveBeenCalled();
  });

  it("says 'please log in first' on member pages, but not while only preloading", () => {
    const { context, show } = contextWith(null);
    expect(
      redirectOf(() => guardRoute({ context, location: location('/member/myAccount'), preload: true })),
    ).toMatchObject({ params: {} });
    expect(show).not.toHaveBeenCalled();
    redirectOf(() => guardRoute({ context, location: location('/member/myAccount') }));
    expect(show).toHaveBeenCalledWith('warning', 'translated:account.guard.loginFirst');
  });

  it('sends an unverified member from a points page to the member home with the reason', () => {
    const { context, show } = contextWith({ userid: 'm', identityStatus: '0', egretId: '1' } as SessionUser);
    expect(redirectOf(() => guardRoute({ context, location: location('/zhTw/member/pointInfo') }))).toMatchObject({
      to: '/{-$locale}/member/home',
      params: { locale: 'zhTw' },
    });
    expect(show).toHaveBeenCalledWith('warning', 'translated:account.guard.realNameRequired');
  });

  it('lets an allowed page load', () => {
    const { context } = contextWith({ userid: 'm', identityStatus: '1', egretId: '1' } as SessionUser);
    expect(redirectOf(() => guardRoute({ context, location: location('/member/pointInfo') }))).toBeUndefined();
  });
});
