import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginData } from '../../../contract/calls/accounts';
import { RegisterVerificationView } from './register-views';
import { renderAccount } from './testing/render-account';

vi.setConfig({ testTimeout: 20_000 });

describe('register/verification', () => {
  it('checks the password rules, the match and the agreement before registering', async () => {
    const api = { sendCheckCode: vi.fn(), register: vi.fn(async () => ({ outcome: 'loggedIn' }) as LoginData) };
    const onRegistered = vi.fn();
    renderAccount(<RegisterVerificationView mobile="15500000001" api={api} onRegistered={onRegistered} />, 'zhTw');
    const user = userEvent.setup();
    expect(screen.getByText('驗證碼將傳送至155****0001')).toBeInTheDocument();

    await user.type(screen.getByLabelText('驗證碼'), '123456');
    await user.type(screen.getByLabelText('密碼'), 'abcdefgh');
    await user.type(screen.getByLabelText('確認密碼'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '註冊' }));
    expect(screen.getByLabelText('密碼')).toHaveAccessibleDescription(
      '密碼須包含數字、小寫字母、大寫字母、特殊字元中的至少三種',
    );
    expect(screen.getByLabelText('確認密碼')).toHaveAccessibleDescription('兩次輸入的密碼不一致');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('請閱讀並同意條款');
    expect(api.register).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('密碼'));
    await user.type(screen.getByLabelText('密碼'), 'Fly@2026x');
    await user.clear(screen.getByLabelText('確認密碼'));
    await user.type(screen.getByLabelText('確認密碼'), 'Fly@2026x');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '註冊' }));
    expect(api.register).toHaveBeenCalledWith({
      mobile: '15500000001',
      checkCode: '123456',
      password: 'Fly@2026x',
      confirmPassword: 'Fly@2026x',
      agree: true,
    });
    expect(onRegistered).toHaveBeenCalled();
  });
});
