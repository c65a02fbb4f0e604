import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createI18n } from '../i18n/i18n';
import { FormTextField } from './form-text-field';
import { useSchemaForm } from './schema-form';
import { appSystem } from './theme/system';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const contactSchema = z.object({
  name: z.string().min(1, 'validation.required'),
  mobile: z.string().regex(/^1\d{10}$/, 'validation.mobile'),
});

function ContactForm() {
  const form = useSchemaForm(contactSchema, { name: '', mobile: '' });
  return (
    <form onSubmit={(event) => (event.preventDefault(), void form.submit(async () => {}))}>
      <FormTextField form={form} name="name" id="contact-name" label="name" />
      <FormTextField form={form} name="mobile" trim id="contact-mobile" label="mobile" />
      <button type="submit">save</button>
      <output>{JSON.stringify(form.values)}</output>
    </form>
  );
}

async function renderForm() {
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <ContactForm />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('a form text field', () => {
  it('sets its own field as typed, trimming only where asked', async () => {
    await renderForm();
    await userEvent.type(screen.getByLabelText('name'), ' Li Na ');
    await userEvent.type(screen.getByLabelText('mobile'), ' 13900139000 ');
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ name: ' Li Na ', mobile: '13900139000' });
    expect(screen.getByLabelText('mobile')).toHaveValue('13900139000');
  });

  it('shows its own field’s problem, tied to it, and clears it when typed into', async () => {
    const i18n = await renderForm();
    await userEvent.type(screen.getByLabelText('name'), 'Li Na');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const mobile = screen.getByLabelText('mobile');
    expect(mobile).toHaveAccessibleDescription(i18n.t('validation.mobile'));
    expect(screen.getByLabelText('name')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(mobile, '1');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });
});
