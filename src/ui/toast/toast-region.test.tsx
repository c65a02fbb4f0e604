import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { appSystem } from '../theme/system';
import { ToastRegion } from './toast-region';
import { createToastStore, type ToastStore } from './toast-store';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Shows toasts and waits for them: their view loads with the first one (lazily, as on the site). */
async function show(store: ToastStore, ...toasts: Parameters<ToastStore['show']>[]) {
  await act(async () => {
    for (const [kind, message] of toasts) store.show(kind, message);
    await import('./toast-item');
  });
}

function renderRegion(store: ToastStore) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <ToastRegion store={store} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('toast region', () => {
  it('announces each kind in a live region, errors as alerts', async () => {
    const store = createToastStore();
    renderRegion(store);
    await show(store, ['success', 'Saved'], ['error', 'Payment failed']);
    expect(screen.getByRole('status')).toHaveTextContent('SuccessSaved');
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorPayment failed');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('stays while hovered, then fades and disappears after the rest of its 4000 ms', async () => {
    const store = createToastStore();
    renderRegion(store);
    await show(store, ['info', 'Check-in opens at 08:00']);
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(2000));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes at once from its close button', async () => {
    const store = createToastStore();
    renderRegion(store);
    await show(store, ['warning', 'Seat held for 10 minutes']);
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
