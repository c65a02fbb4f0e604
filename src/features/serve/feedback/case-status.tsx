import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CASE_STATUSES, type CaseEvent, type CaseStatus } from '../../../../contract/calls/feedback';

/** The status as a word with a symbol, never a colour alone. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  const symbol = { received: '○', inProgress: '◐', replied: '✉', closed: '●' }[status];
  return (
    <Text
      as="span"
      fontSize="sm"
      fontWeight="medium"
      borderWidth="1px"
      borderColor="line"
      borderRadius="full"
      px={2}
      py={0.5}
      whiteSpace="nowrap"
    >
      <span aria-hidden="true">{symbol} </span>
      {t(`feedback.status.${status}`)}
    </Text>
  );
}

/** received → in progress → replied → closed: the steps reached with their time, the rest still to come. */
export function CaseTimeline({ timeline, formatTime }: { timeline: CaseEvent[]; formatTime(iso: string): string }) {
  const { t } = useTranslation();
  return (
    <chakra.ol listStyleType="none" p={0} m={0} aria-label={t('feedback.detail.timeline')}>
      {CASE_STATUSES.map((status) => {
        const event = timeline.find((step) => step.status === status);
        return (
          <Flex
            as="li"
            key={status}
            gap={3}
            pb={4}
            aria-current={timeline.at(-1)?.status === status ? 'step' : undefined}
          >
            <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1.2" color={event ? 'brand.700' : 'muted'}>
              {event ? '●' : '○'}
            </Text>
            <div>
              <Text fontWeight={event ? 'bold' : 'normal'} color={event ? 'ink' : 'muted'}>
                {t(`feedback.status.${status}`)}
                {event ? null : <chakra.span srOnly>{` (${t('feedback.detail.notYet')})`}</chakra.span>}
              </Text>
              {event ? (
                <Text fontSize="sm" color="muted">
                  {formatTime(event.at)}
                </Text>
              ) : null}
              {event?.reply ? (
                <chakra.blockquote mt={2} p={3} bg="surface" borderRadius="md" whiteSpace="pre-wrap">
                  <chakra.span fontWeight="bold" display="block" mb={1}>
                    {t('feedback.detail.reply')}
                  </chakra.span>
                  {event.reply}
                </chakra.blockquote>
              ) : null}
            </div>
          </Flex>
        );
      })}
    </chakra.ol>
  );
}
