import { chakra, Grid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-fields';
import type { ContactDraft } from '../../../../contract/booking/booking-forms';
import { contactDraftProblems, type FieldProblems } from './passenger-draft';

interface ContactFormProps {
  value: ContactDraft;
  onChange(next: ContactDraft): void;
  /** Problems the page found on submit; fields the user left show their own. */
  problems?: FieldProblems;
}

/** The booking's contact (spec 5): a name, a valid mobile and an e-mail. */
export function ContactForm({ value, onChange, problems = {} }: ContactFormProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const own = contactDraftProblems(value);
  const field = (name: keyof ContactDraft, type: 'text' | 'tel' | 'email', autoComplete: string) => (
    <TextField
      id={`contact-${name}`}
      label={t(`passengers.contact.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={value[name]}
      onChange={(next) => onChange({ ...value, [name]: next })}
      onBlur={() => setTouched((current) => new Set(current).add(name))}
      problem={problems[name] ?? (touched.has(name) ? own[name] : undefined)}
    />
  );
  return (
    <chakra.fieldset border="1px solid" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} mb={4} minW={0}>
      <chakra.legend px={1} fontWeight="semibold">
        {t('passengers.contact.title')}
      </chakra.legend>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
        {field('name', 'text', 'name')}
        {field('mobile', 'tel', 'tel')}
        {field('email', 'email', 'email')}
      </Grid>
    </chakra.fieldset>
  );
}
