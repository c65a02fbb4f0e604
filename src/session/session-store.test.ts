import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_USER } from '../ui/testing/logged-in-member';
import { createSessionStore } from './session-store';
import { DEVICE_CODE_KEY, RESEND_INFO_KEY, SESSION_USER_KEY, removeResendInfo } from './session-storage';

const user = LOGGED_IN_USER;

function freshStore() {
  window.sessionStorage.clear();
  return createSessionStore(window.sessionStorage);
}

describe('the session store', () => {
  it('keeps the spec 3 user info in session storage and tells its subscribers', () => {
    const store = freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save(user);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_USER_KEY)!)).toEqual(user);
    expect(store.getUser()).toEqual(user);
    expect(store.isLoggedIn()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives the same snapshot until the stored text changes', () => {
    const store = freshStore();
    store.save(user);
    expect(store.getUser()).toBe(store.getUser());
    store.save({ ...user, cnName: '张三' });
    expect(store.getUser()?.cnName).toBe('张三');
  });

  it('clears the session but keeps the device code', () => {
    const store = freshStore();
    window.sessionStorage.setItem(DEVICE_CODE_KEY, 'device-1');
    window.sessionStorage.setItem('somethingElse', 'x');
    store.save(user);
    store.clear();
    expect(store.getUser()).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
    expect(window.sessionStorage.getItem(DEVICE_CODE_KEY)).toBe('device-1');
    expect(window.sessionStorage.getItem('somethingElse')).toBeNull();
  });

  it('reads damaged or foreign stored info as logged out', () => {
    const store = freshStore();
    window.sessionStorage.setItem(SESSION_USER_KEY, '{not json');
    expect(store.getUser()).toBeNull();
    window.sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify({ userid: 'x' }));
    expect(store.getUser()).toBeNull();
  });

  it('removes the stored resend info', () => {
    window.localStorage.setItem(RESEND_INFO_KEY, '{}');
    removeResendInfo(window.localStorage);
    expect(window.localStorage.getItem(RESEND_INFO_KEY)).toBeNull();
  });
});
