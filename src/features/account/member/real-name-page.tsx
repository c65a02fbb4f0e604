import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKUPS, lookupLabelKey } from '../../../../contract/lookups';
import {
  ffpBindPayload,
  realNameVerifyPayload,
  type ClubAccountPreview,
} from '../../../../contract/calls/member/real-name';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { useSchemaForm } from '../../../ui/schema-form';
import { FormRefusal, TextField } from '../../../ui/text-field';
import { memberApi } from './member-api';
import { LINK_STYLE } from './link-style';
import { SelectField } from '../../../ui/select-field';
import { useMemberSession } from './use-member-session';
import { PANEL_STYLE } from './panel-style';
import { FormTextField } from '../../../ui/form-text-field';
import { SchemaFormFrame } from '../../../ui/schema-form-frame';

const box = { ...PANEL_STYLE, p: { base: 4, md: 6 }, maxW: '560px' } as const;

/** A panel's title, and the hint under it where it has one. */
function PanelHead({ title, hint }: { title: string; hint?: string }) {
  return (
    <>
      <chakra.h2 fontWeight="semibold" mb={2}>
        {title}
      </chakra.h2>
      {hint ? (
        <Text fontSize="sm" color="muted" mb={4}>
          {hint}
        </Text>
      ) : null}
    </>
  );
}

/** Step 1: name and document; the ID card is checked as typed (spec 5's three messages). */
function VerifyForm() {
  const { t } = useTranslation();
  const { saveUser } = useMemberSession();
  const form = useSchemaForm(realNameVerifyPayload, { name: '', documentType: '0', documentNo: '' });
  const cardTypes = LOOKUPS.cardType.map((value) => ({ value, label: t(lookupLabelKey('cardType', value)) }));
  return (
    <SchemaFormFrame
      {...box}
      form={form}
      onValid={async (payload) => saveUser(await memberApi.verifyRealName(payload))}
      submitLabel={t('member.realName.submit')}
      head={<PanelHead title={t('member.realName.verifyTitle')} hint={t('member.realName.verifyHint')} />}
    >
      <FormTextField
        form={form}
        name="name"
        id="real-name-name"
        label={t('member.realName.name')}
        autoComplete="name"
      />
      <SelectField
        id="real-name-type"
        label={t('member.realName.documentType')}
        value={form.values.documentType}
        onValueChange={(value) => form.setField('documentType', value)}
        options={cardTypes}
        error={form.errors.documentType}
      />
      <FormTextField
        form={form}
        name="documentNo"
        id="real-name-number"
        label={t('member.realName.documentNo')}
        autoComplete="off"
      />
    </SchemaFormFrame>
  );
}

/** Step 2: a new club account, or the one the member's document already holds (found by its card number). */
function ClubForm() {
  const { t } = useTranslation();
  const { saveUser } = useMemberSession();
  const [found, setFound] = useState<ClubAccountPreview | null>(null);
  const [registerRefusal, setRegisterRefusal] = useState('');
  const form = useSchemaForm(ffpBindPayload, { egretId: '' });
  const register = async () => {
    setRegisterRefusal('');
    try {
      saveUser(await memberApi.registerClub());
    } catch (error) {
      setRegisterRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4} maxW="960px">
      <Box {...box}>
        <PanelHead title={t('member.club.registerTitle')} hint={t('member.club.registerHint')} />
        <FormRefusal message={registerRefusal} />
        <ActionButton type="button" w="full" onClick={() => void register()}>
          {t('member.club.register')}
        </ActionButton>
      </Box>
      <SchemaFormFrame
        {...box}
        form={form}
        onValid={async ({ egretId }) =>
          found?.egretId === egretId
            ? saveUser(await memberApi.bindClub(egretId))
            : setFound(await memberApi.findClubAccount(egretId))
        }
        submitLabel={found ? t('member.club.bind') : t('member.club.find')}
        submitVariant="secondary"
        head={<PanelHead title={t('member.club.bindTitle')} />}
      >
        <TextField
          id="club-card"
          label={t('member.club.cardNumber')}
          inputMode="numeric"
          value={form.values.egretId}
          onValueChange={(value) => (form.setField('egretId', value.trim()), setFound(null))}
          error={form.errors.egretId}
        />
        {found ? (
          <Text mb={3} role="status">
            {t('member.club.found', { name: found.maskedName, number: found.egretId })}
          </Text>
        ) : null}
      </SchemaFormFrame>
    </Grid>
  );
}

/** /member/realName: verification first, then the club; once both are done the points pages open. */
export function RealNamePage() {
  const { t } = useTranslation();
  const { user } = useMemberSession();
  const localeParam = useLocaleParam();
  if (!user) return null;
  if (user.identityStatus !== '1') return <VerifyForm />;
  if (!user.egretId) return <ClubForm />;
  return (
    <Box {...box} role="status" css={LINK_STYLE}>
      <Text fontWeight="semibold" mb={2}>
        {t('member.realName.done', { name: user.cnName, number: user.egretId })}
      </Text>
      <Flex gap={4} wrap="wrap">
        <Link to="/{-$locale}/member/pointInfo" params={localeParam}>
          {t('member.realName.toPoints')}
        </Link>
        <Link to="/{-$locale}/member/home" params={localeParam}>
          {t('member.realName.toHome')}
        </Link>
      </Flex>
    </Box>
  );
}
