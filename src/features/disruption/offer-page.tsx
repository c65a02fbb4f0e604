import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { useSession } from '../../session/use-session';
import { ActionButton } from '../../ui/action-button';
import { useLocaleParam } from '../../ui/locale-link';
import { ALL_DISRUPTION_NOTICES, disruptionNoticesQueryOptions } from '../../api/disruption-notices';
import { DisruptionNoticeText } from './disruption-notice-text';
import { DisruptionOfferFlow } from './disruption-offer-flow';
import { AlternativeFlights, FreeQuote, NewTickets } from './free-change-parts';

const REFUSED = { flightRefused: 'flightRefused', noSeats: 'noSeats' } as const;

/** /disruption?orderNo=: what the airline offers for this order's cancelled or delayed flight. */
export function OfferPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const actor = DisruptionOfferFlow.useActorRef();
  const snapshot = DisruptionOfferFlow.useSelector((state) => state);
  const notices = useQuery(disruptionNoticesQueryOptions(user?.userid ?? '', locale));
  const notice = notices.data?.find((candidate) => candidate.orderNo === orderNo);

  useEffect(() => {
    if (notice && snapshot.matches('awaitingNotice')) actor.send({ type: 'notice.open', notice });
  }, [actor, notice, snapshot]);
  // The change made puts the notice away: the next page shown must not find it in the cache.
  const queryClient = useQueryClient();
  const changed = snapshot.matches('changed');
  useEffect(() => {
    if (changed) void queryClient.invalidateQueries({ queryKey: ALL_DISRUPTION_NOTICES });
  }, [changed, queryClient]);

  const orderLink = (
    <Link to="/{-$locale}/orderInfo" params={localeParam} search={{ orderNo }}>
      {t('disruption.offer.toOrder', { orderNo })}
    </Link>
  );
  const shown = snapshot.context.notice;
  if (!shown) {
    if (notices.isPending) return <Text role="status">{t('disruption.offer.loading')}</Text>;
    return (
      <Stack gap={3}>
        <Text>{t('disruption.offer.nothing')}</Text>
        {orderLink}
      </Stack>
    );
  }
  const choose = (flight: (typeof shown.alternatives)[number]) => actor.send({ type: 'change.choose', flight });
  const busy = snapshot.matches('quoting') || snapshot.matches('applying');
  const failure = snapshot.context.failure;
  const refusal = Object.entries(REFUSED).find(([state]) => snapshot.matches(state as keyof typeof REFUSED))?.[1];
  const names = new Map(shown.ticketIds.map((id, index) => [id, shown.passengerNames[index] ?? '']));

  return (
    <Stack gap={5}>
      <Heading as="h1" size="xl">
        {t(`disruption.offer.title.${shown.kind}`)}
      </Heading>
      <DisruptionNoticeText notice={shown} />
      {busy && <Text role="status">{t('disruption.offer.working')}</Text>}
      {refusal && <Text role="alert">{failure?.message ?? t(`disruption.offer.${refusal}`)}</Text>}
      {(snapshot.matches('choosing') || refusal) && (
        <>
          <Box as="section">
            <Heading as="h2" size="md" mb={2}>
              {t('disruption.offer.changeTitle')}
            </Heading>
            <AlternativeFlights flights={shown.alternatives} busy={busy} onChoose={choose} />
          </Box>
          <Flex gap={3} wrap="wrap">
            <ActionButton variant="secondary" onClick={() => actor.send({ type: 'refund.choose' })}>
              {t('disruption.offer.refund')}
            </ActionButton>
            {shown.kind === 'delayed' && (
              <ActionButton variant="secondary" onClick={() => actor.send({ type: 'certificate.choose' })}>
                {t('disruption.offer.certificate')}
              </ActionButton>
            )}
          </Flex>
        </>
      )}
      {snapshot.matches('confirming') && snapshot.context.quote && (
        <Stack gap={3}>
          <FreeQuote quote={snapshot.context.quote} />
          <Flex gap={3}>
            <ActionButton onClick={() => actor.send({ type: 'change.confirm', idempotencyKey: crypto.randomUUID() })}>
              {t('disruption.offer.confirm')}
            </ActionButton>
            <ActionButton variant="secondary" onClick={() => actor.send({ type: 'change.back' })}>
              {t('disruption.offer.back')}
            </ActionButton>
          </Flex>
        </Stack>
      )}
      {(snapshot.matches('failed') || snapshot.matches('applyFailed')) && (
        <Stack gap={3} role="alert">
          <Text>{failure?.message ?? t('disruption.offer.failed')}</Text>
          <ActionButton onClick={() => actor.send({ type: 'flow.retry' })}>{t('disruption.offer.retry')}</ActionButton>
        </Stack>
      )}
      {snapshot.matches('notEligible') && <Text role="alert">{failure?.message ?? t('disruption.offer.nothing')}</Text>}
      {snapshot.matches('changed') && snapshot.context.result && (
        <NewTickets result={snapshot.context.result} names={names} />
      )}
      {orderLink}
    </Stack>
  );
}
