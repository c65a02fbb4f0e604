import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeIdCardNumber } from '../../../../contract/booking/id-card-number';
import { createI18n } from '../../../i18n/i18n';
import { appSystem } from '../../../ui/theme/system';
import { memberQueries } from './member-api';
import { PassengerForm } from './passenger-form';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

async function renderNewPassengerForm() {
  const i18n = await createI18n('zhCn');
  const queryClient = new QueryClient();
  queryClient.setQueryData(memberQueries.countries('zhCn').queryKey, []);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem()}>
          <PassengerForm editing={null} onDone={vi.fn()} />
        </ChakraProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return i18n;
}

describe('the frequent passenger form', () => {
  it('reads an ID card holder’s birth date and sex from the number instead of asking', async () => {
    await renderNewPassengerForm();
    await userEvent.type(screen.getByLabelText('证件号码'), composeIdCardNumber('130102', '1985-03-14', 12));
    const birthDate = screen.getByRole('textbox', { name: '出生日期' });
    expect(birthDate).toHaveValue('1985年3月14日');
    expect(birthDate).toHaveAttribute('readonly');
    expect(screen.getByLabelText('性别')).toBeDisabled();
    expect(screen.getByLabelText('性别')).toHaveValue('2');
  });

  it('on save, a mistyped ID number shows its problem under the number only', async () => {
    const i18n = await renderNewPassengerForm();
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    const valid = composeIdCardNumber('130102', '1985-03-14', 11);
    await userEvent.type(screen.getByLabelText('证件号码'), valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0'));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('member.common.save') }));
    expect(await screen.findByText('输入的身份证号码非法')).toBeInTheDocument();
    expect(screen.getByLabelText('证件号码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(i18n.t('passengers.errors.birthDate'))).not.toBeInTheDocument();
    expect(screen.queryByText(i18n.t('passengers.errors.gender'))).not.toBeInTheDocument();
    expect(screen.getByLabelText('出生日期')).not.toHaveAttribute('aria-invalid');
  });
});
