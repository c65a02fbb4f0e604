import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { appSystem } from '../../../ui/theme/system';
import { SelectField, TextAreaField } from './case-form-fields';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

async function renderFields(onCategory: (value: string) => void, onContent: (value: string) => void) {
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <SelectField
          id="case-category"
          label="category"
          value=""
          onValueChange={onCategory}
          error="validation.required"
          options={[{ value: 'praise', label: 'Praise' }]}
        />
        <TextAreaField
          id="case-content"
          label="content"
          value=""
          onValueChange={onContent}
          hint="Up to 5"
          maxLength={5}
        />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('the feedback form fields', () => {
  it('label their control, tie the problem or the hint to it, and report what is chosen or typed', async () => {
    const onCategory = vi.fn();
    const onContent = vi.fn();
    const i18n = await renderFields(onCategory, onContent);
    const category = screen.getByLabelText('category');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription(i18n.t('validation.required'));
    await userEvent.selectOptions(category, 'praise');
    expect(onCategory).toHaveBeenCalledWith('praise');
    const content = screen.getByLabelText('content');
    expect(content).not.toHaveAttribute('aria-invalid');
    expect(content).toHaveAccessibleDescription('Up to 5');
    expect(content).toHaveAttribute('maxlength', '5');
    await userEvent.type(content, 'a');
    expect(onContent).toHaveBeenCalledWith('a');
  });
});
