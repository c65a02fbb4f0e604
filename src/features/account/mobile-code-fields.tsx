import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../ui/schema-form';
import { SendCodeButton, type SendCodeButtonProps } from '../../ui/send-code-button';
import { FormCheckCodeField, FormMobileField } from '../../ui/form-text-field';

/** The part of an account form these fields read and write. */
export interface MobileCodeForm {
  values: { mobile: string; checkCode: string };
  errors: FieldErrors;
  setField(name: 'mobile' | 'checkCode', value: string): void;
  setErrors(update: (errors: FieldErrors) => FieldErrors): void;
  setRefusal(message: string): void;
}

/** A mobile and its SMS code with the send button: code login and password recovery ask for the same pair. */
export function MobileCodeFields({
  idPrefix,
  form,
  purpose,
  send,
}: { idPrefix: string; form: MobileCodeForm } & Pick<SendCodeButtonProps, 'purpose' | 'send'>) {
  const { t } = useTranslation();
  return (
    <>
      <FormMobileField form={form} name="mobile" id={`${idPrefix}-mobile`} label={t('account.login.mobile')} />
      <FormCheckCodeField
        form={form}
        name="checkCode"
        id={`${idPrefix}-check-code`}
        label={t('account.login.checkCode')}
        addon={
          <SendCodeButton
            mobile={form.values.mobile}
            purpose={purpose}
            send={send}
            onMobileError={(key) => form.setErrors((errors) => ({ ...errors, mobile: key }))}
            onRefusal={form.setRefusal}
          />
        }
      />
    </>
  );
}
