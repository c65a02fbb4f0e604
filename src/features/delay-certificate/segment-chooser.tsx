import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateDeliverySchema, type SegmentChoice } from '../../../contract/calls/delay-certificate';
import { ActionButton } from '../../ui/action-button';
import { DelayCertificateFlow } from './delay-certificate-flow';
import { DeliveryChoice, EMPTY_DELIVERY, type DeliveryDraft } from './delivery-choice';
import { formatCalendarDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

function parseDelivery(draft: DeliveryDraft) {
  if (draft.type === 'none') return { delivery: undefined, errors: {} };
  const { type, airport, ...courier } = draft;
  const parsed = certificateDeliverySchema.safeParse(
    type === 'counterPickup' ? { type, airport } : { type, ...courier },
  );
  if (parsed.success) return { delivery: parsed.data, errors: {} };
  return {
    delivery: undefined,
    errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as Record<
      string,
      string
    >,
  };
}

/** Step 2: the traveller's segments, each either ready for a certificate or with the reason it cannot have one. */
export function SegmentChooser() {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = DelayCertificateFlow.useActorRef();
  const segments = DelayCertificateFlow.useSelector((snapshot) => snapshot.context.segments);
  const busy = DelayCertificateFlow.useSelector((snapshot) => snapshot.matches('applying'));
  const [delivery, setDelivery] = useState<DeliveryDraft>(EMPTY_DELIVERY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (segment: SegmentChoice) => {
    const parsed = parseDelivery(delivery);
    setErrors(parsed.errors);
    if (Object.keys(parsed.errors).length === 0)
      actor.send({ type: 'segment.choose', couponId: segment.couponId, delivery: parsed.delivery });
  };
  const eligible = segments.filter((segment) => !segment.refusal);
  const airports = eligible
    .flatMap((segment) => [segment.origin, segment.destination])
    .map((end) => ({ code: end.code, label: `${end.cityName} ${end.code}` }));

  return (
    <Stack gap={3}>
      <Text as="h2" fontWeight="bold">
        {t('delayProve.apply.segmentsHeading')}
      </Text>
      <Stack as="ul" gap={3} p={0} m={0}>
        {segments.map((segment) => (
          <chakra.li
            key={segment.couponId}
            listStyleType="none"
            borderWidth="1px"
            borderColor="line"
            borderRadius="lg"
            p={4}
          >
            <Flex justify="space-between" wrap="wrap" gap={2} align="center">
              <Box>
                <Text as="h3" fontWeight="bold">
                  {segment.flightNo} · {formatCalendarDate(segment.flightDate, locale)}
                </Text>
                <Text>
                  {segment.origin.cityName} {segment.origin.code} → {segment.destination.cityName}{' '}
                  {segment.destination.code}
                </Text>
                <Text fontSize="sm" color={segment.refusal ? 'brand.700' : 'green.800'}>
                  {segment.refusal
                    ? segment.refusal.message
                    : segment.issued
                      ? t('delayProve.apply.issued')
                      : t('delayProve.apply.eligible')}
                </Text>
              </Box>
              {!segment.refusal ? (
                <ActionButton type="button" disabled={busy} onClick={() => choose(segment)}>
                  {t('delayProve.apply.choose', { flightNo: segment.flightNo })}
                </ActionButton>
              ) : null}
            </Flex>
          </chakra.li>
        ))}
      </Stack>
      {eligible.length > 0 ? (
        <DeliveryChoice value={delivery} airports={airports} errors={errors} onChange={setDelivery} />
      ) : null}
      <ActionButton
        type="button"
        variant="secondary"
        alignSelf="flex-start"
        onClick={() => actor.send({ type: 'ticket.change' })}
      >
        {t('delayProve.apply.startOver')}
      </ActionButton>
    </Stack>
  );
}
