import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../ui/action-button';
import { DelayCertificateFlow } from './delay-certificate-flow';
import { FindTicketForm } from './find-ticket-form';
import { usePrefilledLookup, type PrefilledLookup } from './prefilled-lookup';
import { SegmentChooser } from './segment-chooser';

const FINDING = ['findingTicket', 'searching', 'noTicket', 'failed'];
const REFUSED = ['notDelayed', 'notOperated', 'tooOld'];

/** /serve/delayProve: find the ticket, choose the segment; each refusal says why, with a way back. */
export function ApplyPage({ prefilled = {} }: { prefilled?: PrefilledLookup }) {
  const { t } = useTranslation();
  usePrefilledLookup(prefilled);
  const actor = DelayCertificateFlow.useActorRef();
  const state = DelayCertificateFlow.useSelector((snapshot) => String(snapshot.value));
  const failure = DelayCertificateFlow.useSelector((snapshot) => snapshot.context.failure);
  const message = failure?.message ?? t('delayProve.apply.failed');
  return (
    <Stack gap={4} maxW="3xl">
      {FINDING.includes(state) ? <FindTicketForm /> : <SegmentChooser />}
      {state === 'noTicket' || state === 'failed' || REFUSED.includes(state) ? (
        <Stack
          gap={2}
          align="flex-start"
          role="alert"
          borderWidth="1px"
          borderColor="brand.600"
          borderRadius="md"
          p={3}
        >
          <Text>{message}</Text>
          {REFUSED.includes(state) ? (
            <ActionButton type="button" variant="secondary" onClick={() => actor.send({ type: 'segment.back' })}>
              {t('delayProve.apply.back')}
            </ActionButton>
          ) : null}
          {state === 'failed' ? (
            <ActionButton type="button" variant="secondary" onClick={() => actor.send({ type: 'flow.retry' })}>
              {t('delayProve.apply.retry')}
            </ActionButton>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
