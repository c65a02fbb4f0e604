import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '../../../contract/calls/accounts';
import { ApiError } from '../../api/client';
import { LOGGED_IN_USER } from '../../ui/testing/logged-in-member';
import { LoginView } from './login-view';
import { renderAccount } from './testing/render-account';

// Rendering with Chakra's styles is slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const loggedIn: LoginData = {
  outcome: 'loggedIn',
  needsPassword: false,
  user: LOGGED_IN_USER,
};

function setup(locale: 'zhCn' | 'en' = 'en') {
  const api = {
    loginByPassword: vi.fn(async () => loggedIn),
    loginByCheckCode: vi.fn(async () => loggedIn),
    sendCheckCode: vi.fn(async () => ({ resendAfterSeconds: 60, validForSeconds: 300 })),
  };
  const onLoggedIn = vi.fn();
  renderAccount(<LoginView api={api} onLoggedIn={onLoggedIn} />, locale);
  return { api, onLoggedIn, user: userEvent.setup() };
}

beforeEach(() => window.localStorage.clear());

describe('password login', () => {
  it('says what is missing in the user language and sends nothing', async () => {
    const { api, user } = setup('zhCn');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByLabelText('手机号/邮箱/会员卡号')).toHaveAccessibleDescription('请填写此项');
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    expect(api.loginByPassword).not.toHaveBeenCalled();
  });

  it('logs in with the account and password typed', async () => {
    const { api, onLoggedIn, user } = setup();
    await user.type(screen.getByLabelText('Mobile / e-mail / member number'), 'zhangwei@example.com');
    await user.type(screen.getByLabelText('Password'), 'Hbhk@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(api.loginByPassword).toHaveBeenCalledWith({ account: 'zhangwei@example.com', password: 'Hbhk@2026' });
    expect(onLoggedIn).toHaveBeenCalledWith(loggedIn);
  });

  it("shows the server's refusal", async () => {
    const { api, onLoggedIn, user } = setup();
    api.loginByPassword.mockRejectedValueOnce(
      new ApiError({ resultCode: 'E1001', resultMsg: 'Wrong account or password' }, 200),
    );
    await user.type(screen.getByLabelText('Mobile / e-mail / member number'), '13800138000');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});

describe('SMS code login', () => {
  it('will not ask for a code for a malformed mobile', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('tab', { name: 'SMS code login' }));
    await user.type(screen.getByLabelText('Mobile'), '1380013');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Please enter a valid mobile number');
    expect(api.sendCheckCode).not.toHaveBeenCalled();
  });

  it('asks for a code, counts down, and logs in with it', async () => {
    const { api, onLoggedIn, user } = setup();
    await user.click(screen.getByRole('tab', { name: 'SMS code login' }));
    await user.type(screen.getByLabelText('Mobile'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(api.sendCheckCode).toHaveBeenCalledWith('13800138000', 'login');
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Verification code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('The verification code is 6 digits');
    await user.type(screen.getByLabelText('Verification code'), '6');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(api.loginByCheckCode).toHaveBeenCalledWith({ mobile: '13800138000', checkCode: '123456' });
    expect(onLoggedIn).toHaveBeenCalledWith(loggedIn);
  });
});
