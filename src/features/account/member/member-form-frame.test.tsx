import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Locale } from '../../../../contract/locales';
import { createI18n } from '../../../i18n/i18n';
import { useSchemaForm } from '../../../ui/schema-form';
import { appSystem } from '../../../ui/theme/system';
import { MemberFormFrame } from './member-form-frame';
import { FormTextField } from '../../../ui/form-text-field';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const nameSchema = z.object({ name: z.string().trim().min(1, 'validation.required') });

/** The frame around one field, as the address, transferee and passenger forms use it. */
function NameForm(props: { editing: boolean; save(payload: { name: string }): Promise<unknown>; onDone(): void }) {
  const form = useSchemaForm(nameSchema, { name: '' });
  return (
    <MemberFormFrame
      form={form}
      titles={{ add: 'member.address.addTitle', edit: 'member.address.editTitle' }}
      {...props}
    >
      <FormTextField form={form} name="name" id="frame-name" label="name" />
    </MemberFormFrame>
  );
}

async function renderFrame(props: Parameters<typeof NameForm>[0], locale: Locale = 'zhCn') {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <NameForm {...props} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('the member form frame', () => {
  it('titles a new entry and an edited one each with its own words, in the visitor’s language', async () => {
    const i18n = await renderFrame({ editing: false, save: vi.fn(), onDone: vi.fn() }, 'en');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('member.address.addTitle'));
    cleanup();
    await renderFrame({ editing: true, save: vi.fn(), onDone: vi.fn() }, 'en');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('member.address.editTitle'));
  });

  it('sends nothing the schema refuses, and shows the field’s problem', async () => {
    const save = vi.fn();
    const onDone = vi.fn();
    const i18n = await renderFrame({ editing: false, save, onDone });
    await userEvent.click(screen.getByRole('button', { name: i18n.t('member.common.save') }));
    expect(await screen.findByText(i18n.t('validation.required'))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the parsed payload, then is done', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    const onDone = vi.fn();
    const i18n = await renderFrame({ editing: false, save, onDone });
    await userEvent.type(screen.getByLabelText('name'), '  张伟 ');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('member.common.save') }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ name: '张伟' });
  });

  it('shows the server’s refusal and stays open when the save is refused', async () => {
    const save = vi.fn(async () => {
      throw new Error('该地址已存在');
    });
    const onDone = vi.fn();
    const i18n = await renderFrame({ editing: true, save, onDone });
    await userEvent.type(screen.getByLabelText('name'), '张伟');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('member.common.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该地址已存在');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lets the member cancel without saving', async () => {
    const save = vi.fn();
    const onDone = vi.fn();
    const i18n = await renderFrame({ editing: false, save, onDone });
    await userEvent.click(screen.getByRole('button', { name: i18n.t('member.common.cancel') }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });
});
