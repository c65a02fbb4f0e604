import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { appSystem } from '../../ui/theme/system';
import { DeliveryChoice, EMPTY_DELIVERY } from './delivery-choice';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('the proof delivery choice', () => {
  it('asks a courier delivery for its address, each field in its own words, and keeps what is typed', async () => {
    const i18n = await createI18n('en');
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem()}>
          <DeliveryChoice
            value={{ ...EMPTY_DELIVERY, type: 'courierCod', recipient: '李娜' }}
            airports={[]}
            errors={{ postcode: 'validation.required' }}
            onChange={onChange}
          />
        </ChakraProvider>
      </I18nextProvider>,
    );
    const label = (name: string) => i18n.t(`delayProve.apply.${name}`);
    expect(screen.getByLabelText(label('recipient'))).toHaveValue('李娜');
    for (const name of ['region', 'address']) expect(screen.getByLabelText(label(name))).toHaveValue('');
    expect(screen.getByLabelText(label('mobile'))).toHaveAttribute('inputmode', 'tel');
    const postcode = screen.getByLabelText(label('postcode'));
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    expect(postcode).toHaveAccessibleDescription(i18n.t('validation.required'));
    await userEvent.type(screen.getByLabelText(label('mobile')), '1');
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_DELIVERY, type: 'courierCod', recipient: '李娜', mobile: '1' });
  });
});
