import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { appSystem } from '../theme/system';
import { DialogHost } from './dialog-host';
import { createDialogStore, type DialogStore } from './dialog-store';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('zhCn');
});
afterEach(cleanup);

function renderHost(store: DialogStore) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <button type="button">opener</button>
        <DialogHost store={store} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('confirm dialog', () => {
  it('is a labelled modal titled 提示 by default, focuses its first button and keeps Tab inside', async () => {
    const store = createDialogStore();
    renderHost(store);
    const user = userEvent.setup();
    act(() => void store.confirm({ message: '确定取消订单吗？' }));
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('确定取消订单吗？');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
  });

  it('resolves true on confirm; Esc resolves false and gives focus back to the opener', async () => {
    const store = createDialogStore();
    renderHost(store);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = store.confirm({ title: '退票', message: 'x', showCancel: false })));
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await answer).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    act(() => void (answer = store.confirm({ message: 'y', confirmLabel: '去支付' })));
    await user.click(screen.getByRole('button', { name: '去支付' }));
    expect(await answer).toBe(true);
  });
});

describe('other dialogs', () => {
  it('announces a changed phone with both numbers masked and asks to log in with the new one', async () => {
    const store = createDialogStore();
    renderHost(store);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = store.announceChangedPhone({ oldMobile: '13812345678', newMobile: '15987654321' })));
    const dialog = screen.getByRole('dialog', { name: '绑定手机号已变更' });
    expect(dialog).toHaveTextContent('138****5678→159****4321');
    expect(dialog).not.toHaveTextContent('13812345678');
    await userEvent.setup().click(screen.getByRole('button', { name: '使用新手机号登录' }));
    expect(await answer).toBe(true);
  });

  it('shows a full-screen iframe popup titled by the caller', () => {
    const store = createDialogStore();
    renderHost(store);
    act(() => void store.openIframe({ title: '滑块验证', src: '/slider' }));
    expect(screen.getByRole('dialog', { name: '滑块验证' })).toContainElement(screen.getByTitle('滑块验证'));
  });
});
