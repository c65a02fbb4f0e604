import { chakra, Flex } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { FormRefusal } from '../../../ui/text-field';
import { PANEL_STYLE } from './panel-style';

/** What the frame needs of a useSchemaForm: the server's refusal, whether a save is under way, and submit. */
export interface FramedForm<Payload> {
  refusal: string;
  busy: boolean;
  submit(send: (payload: Payload) => Promise<void>): Promise<void>;
}

export interface MemberFormFrameProps<Payload> {
  form: FramedForm<Payload>;
  /** The catalogue keys of the title when adding a new entry and when editing one. */
  titles: { add: string; edit: string };
  editing: boolean;
  /** Sends the payload the form's schema accepted; a refusal it throws is shown above the fields. */
  save(payload: Payload): Promise<unknown>;
  /** After a save, and on cancel. */
  onDone(): void;
  children: ReactNode;
}

/**
 * The frame of the member centre's add and edit forms (delivery address, transferee, frequent passenger):
 * the bordered form, its title, the server's refusal, the fields it is given, then save and cancel.
 */
export function MemberFormFrame<Payload>({
  form,
  titles,
  editing,
  save,
  onDone,
  children,
}: MemberFormFrameProps<Payload>) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (payload) => {
      await save(payload);
      onDone();
    });
  };
  return (
    <chakra.form {...PANEL_STYLE} mb={4} noValidate onSubmit={onSubmit}>
      <chakra.h2 fontWeight="semibold" mb={3}>
        {t(editing ? titles.edit : titles.add)}
      </chakra.h2>
      <FormRefusal message={form.refusal} />
      {children}
      <Flex gap={3}>
        <ActionButton type="submit" disabled={form.busy}>
          {t('member.common.save')}
        </ActionButton>
        <ActionButton type="button" variant="secondary" onClick={onDone}>
          {t('member.common.cancel')}
        </ActionButton>
      </Flex>
    </chakra.form>
  );
}
