import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  feedbackCasePayload,
  type FeedbackKind,
  type FiledCase,
} from '../../../../contract/calls/feedback';
import { useSession } from '../../../session/use-session';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { useSchemaForm } from '../../../ui/schema-form';
import { DateInput } from '../../../ui/date-picker/date-input';
import { FormRefusal, TextField } from '../../../ui/text-field';
import { SelectField, TextAreaField } from './case-form-fields';
import { detailRouteOf } from './case-routes';
import { feedbackApi } from './feedback-api';
import { PhotoPicker, type ChosenPhoto } from './photo-picker';

function FiledNotice({ filed, isMember, onAnother }: { filed: FiledCase; isMember: boolean; onAnother(): void }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <Stack role="status" gap={3} p={4} borderWidth="1px" borderColor="green.600" bg="green.50" borderRadius="md">
      <Text fontWeight="bold">{t('feedback.filed.title')}</Text>
      <Text>
        {t('feedback.filed.reference')} <chakra.strong fontFamily="mono">{filed.caseNo}</chakra.strong>
      </Text>
      <Text fontSize="sm">{t(isMember ? 'feedback.filed.member' : 'feedback.filed.visitor')}</Text>
      <Box display="flex" gap={4} flexWrap="wrap">
        {isMember ? (
          <TextLinkStyle>
            <Link to={detailRouteOf(filed.kind)} params={localeParam} search={{ caseNo: filed.caseNo }}>
              {t('feedback.filed.view')}
            </Link>
          </TextLinkStyle>
        ) : (
          <TextLinkStyle>
            <Link to="/{-$locale}/serve/verification" params={localeParam} search={{ caseNo: filed.caseNo }}>
              {t('feedback.filed.lookUp')}
            </Link>
          </TextLinkStyle>
        )}
        <chakra.button type="button" textDecoration="underline" color="brand.700" onClick={onAnother}>
          {t('feedback.filed.another')}
        </chakra.button>
      </Box>
    </Stack>
  );
}

/** The form of one kind (complaint, praise, suggestion), validated with the call's own schema. */
export function CaseForm({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const initial = {
    kind,
    category: '',
    flightNo: '',
    flightDate: '',
    ticketNo: '',
    contactName: user?.cnName ?? '',
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    content: '',
    photos: [],
  };
  const form = useSchemaForm(feedbackCasePayload, initial);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [filed, setFiled] = useState<FiledCase>();
  const field = (
    name: 'flightNo' | 'flightDate' | 'ticketNo' | 'contactName' | 'mobile' | 'email',
    extra: Record<string, unknown> = {},
  ) => ({
    id: `feedback-${name}`,
    label: t(`feedback.form.${name}`),
    value: String(form.values[name] ?? ''),
    onValueChange: (value: string) => form.setField(name, value),
    error: form.errors[name],
    ...extra,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (payload) => {
      setFiled(await feedbackApi.submitCase(payload));
      await queryClient.invalidateQueries({ queryKey: ['feedback', 'myCases'] });
    });
  };
  const startAgain = () => {
    for (const photo of photos) URL.revokeObjectURL(photo.previewUrl);
    setPhotos([]);
    form.setField('photos', []);
    form.setField('content', '');
    form.setField('category', '');
    setFiled(undefined);
  };

  if (filed) return <FiledNotice filed={filed} isMember={Boolean(user)} onAnother={startAgain} />;
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="feedback-form-heading">
      <Text as="h2" id="feedback-form-heading" fontWeight="bold" fontSize="lg" mb={1}>
        {t(`feedback.kinds.${kind}.heading`)}
      </Text>
      <Text color="muted" fontSize="sm" mb={4}>
        {t(`feedback.kinds.${kind}.intro`)}
      </Text>
      <SelectField
        id="feedback-category"
        label={t('feedback.form.category')}
        value={String(form.values.category)}
        onValueChange={(value) => form.setField('category', value)}
        error={form.errors.category}
        options={FEEDBACK_CATEGORIES[kind].map((category) => ({
          value: category,
          label: t(`feedback.categories.${category}`),
        }))}
      />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={4}>
        <TextField {...field('flightNo')} autoComplete="off" />
        <Box mb={4}>
          <DateInput {...field('flightDate')} error={form.errors.flightDate && t(form.errors.flightDate)} clearable />
        </Box>
        <TextField {...field('ticketNo')} inputMode="numeric" maxLength={13} autoComplete="off" />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={4}>
        <TextField {...field('contactName')} autoComplete="name" />
        <TextField {...field('mobile')} inputMode="numeric" maxLength={11} autoComplete="tel" />
        <TextField {...field('email')} type="email" autoComplete="email" />
      </Grid>
      <TextAreaField
        id="feedback-content"
        label={t('feedback.form.content')}
        value={String(form.values.content)}
        onValueChange={(value) => form.setField('content', value)}
        error={form.errors.content}
        hint={t('feedback.form.contentHint', { max: FEEDBACK_LIMITS.maxContentChars })}
        maxLength={FEEDBACK_LIMITS.maxContentChars}
      />
      <PhotoPicker
        photos={photos}
        error={form.errors.photos}
        onChange={(chosen) => {
          setPhotos(chosen);
          form.setField('photos', chosen);
        }}
      />
      <FormRefusal message={form.refusal} />
      <ActionButton type="submit" disabled={form.busy}>
        {form.busy ? t('feedback.form.sending') : t('feedback.form.submit')}
      </ActionButton>
    </chakra.form>
  );
}
