import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCaseDetail } from '../../../../contract/calls/feedback';
import { useSession } from '../../../session/use-session';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { caseAccessToken } from './case-access-storage';
import { CasePhoto } from './case-photo';
import { CaseStatusBadge, CaseTimeline } from './case-status';
import { caseDetailQueryOptions } from './feedback-api';
import { HotlineNote } from './hotline-note';
import { useDateTime } from './use-date-time';
import { formatCalendarDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

function CaseFacts({ found }: { found: FeedbackCaseDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatTime = useDateTime();
  const facts: [string, string | undefined][] = [
    [t('feedback.detail.kind'), t(`feedback.kinds.${found.kind}.name`)],
    [t('feedback.form.category'), t(`feedback.categories.${found.category}`)],
    [t('feedback.detail.filedAt'), formatTime(found.createdAt)],
    [
      t('feedback.detail.flight'),
      found.flightNo &&
        `${found.flightNo}${found.flightDate ? ` · ${formatCalendarDate(found.flightDate, locale)}` : ''}`,
    ],
    [t('feedback.detail.ticketNo'), found.ticketNo],
    [t('feedback.form.contactName'), found.contactName],
    [t('feedback.form.mobile'), found.mobile],
    [t('feedback.detail.email'), found.email],
  ];
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap={6} rowGap={1}>
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="muted">{label}</chakra.dt>
            <chakra.dd m={0} mb={{ base: 2, sm: 0 }}>
              {value}
            </chakra.dd>
          </Box>
        ))}
    </chakra.dl>
  );
}

/** complaintsDetail / praiseDetail: one case, for its member or a visitor who proved the contact mobile. */
export function CaseDetailView({ caseNo }: { caseNo: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const localeParam = useLocaleParam();
  const formatTime = useDateTime();
  const [accessToken] = useState(() => caseAccessToken(caseNo));
  const canAsk = Boolean(caseNo) && (Boolean(accessToken) || Boolean(user));
  const found = useQuery({ ...caseDetailQueryOptions(caseNo, accessToken), enabled: canAsk });
  const lookUp = (
    <TextLinkStyle>
      <Link to="/{-$locale}/serve/verification" params={localeParam} search={{ caseNo }}>
        {t('feedback.mine.lookUp')}
      </Link>
    </TextLinkStyle>
  );
  if (!canAsk || found.isError) {
    return (
      <Stack gap={2}>
        {found.isError ? (
          <Text role="alert">{found.error.message}</Text>
        ) : (
          <Text>{t('feedback.detail.needsProof')}</Text>
        )}
        <Box>{lookUp}</Box>
      </Stack>
    );
  }
  if (!found.data) return <Text role="status">{t('feedback.mine.loading')}</Text>;
  const detail = found.data;
  return (
    <Stack gap={6}>
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Text fontSize="lg">
          {t('feedback.filed.reference')} <chakra.strong fontFamily="mono">{detail.caseNo}</chakra.strong>
        </Text>
        <CaseStatusBadge status={detail.status} />
      </Flex>
      <CaseFacts found={detail} />
      <Stack as="section" aria-labelledby="case-content-heading" gap={2}>
        <Text as="h2" id="case-content-heading" fontWeight="bold">
          {t('feedback.form.content')}
        </Text>
        <Text whiteSpace="pre-wrap">{detail.content}</Text>
        {detail.photos.length ? (
          <Flex as="ul" gap={3} wrap="wrap" listStyleType="none" p={0} m={0} aria-label={t('feedback.detail.photos')}>
            {detail.photos.map((photo, index) => (
              <CasePhoto
                key={photo.photoId}
                caseNo={detail.caseNo}
                photoId={photo.photoId}
                accessToken={accessToken}
                position={index + 1}
              />
            ))}
          </Flex>
        ) : null}
      </Stack>
      <Stack as="section" aria-labelledby="case-timeline-heading" gap={2}>
        <Text as="h2" id="case-timeline-heading" fontWeight="bold">
          {t('feedback.detail.timeline')}
        </Text>
        <CaseTimeline timeline={detail.timeline} formatTime={formatTime} />
      </Stack>
      <HotlineNote />
    </Stack>
  );
}
