import type { SessionUser } from '../../../contract/calls/accounts';

/** The verified club member 张伟 as the session store keeps him after login: for pages behind the login guard. */
export const LOGGED_IN_USER: SessionUser = {
  userid: 'demo-verified',
  jwtToken: 'test-jwt',
  cnName: '张伟',
  mobile: '13800138000',
  email: 'zhangwei@example.com',
  identityStatus: '1',
  egretId: '6000000001',
  ffpBindingFlag: '1',
  ffpRenewNotice: null,
};

export function logInForTest(): void {
  window.sessionStorage.setItem('userInfo', JSON.stringify(LOGGED_IN_USER));
}
