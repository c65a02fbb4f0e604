import { Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { useLocaleParam } from '../../../ui/locale-link';
import { CheckInFlow } from '../flow/check-in-flow';
import { CHECK_IN_PAGES } from '../flow/check-in-pages';
import { BoardingPassCard } from './boarding-pass-card';
import { FlowProblem } from './flow-problem';
import { BusyNote } from '../../../ui/busy-note';

/** Asks before cancelling: the dialog's answer is the chart's cancel.confirm or cancel.dismiss. */
function CancelConfirmation({ names }: { names: string }) {
  const { t } = useTranslation();
  const { dialogs } = useFeedback();
  const actor = CheckInFlow.useActorRef();
  useEffect(() => {
    let answered = false;
    void dialogs
      .confirm({
        message: t('checkin.pass.cancelConfirm', { names }),
        confirmLabel: t('checkin.pass.cancelYes'),
        cancelLabel: t('checkin.pass.cancelNo'),
      })
      .then((accepted) => {
        answered = true;
        actor.send({ type: accepted ? 'cancel.confirm' : 'cancel.dismiss' });
      });
    return () => {
      if (!answered) actor.send({ type: 'cancel.dismiss' });
    };
  }, [actor, dialogs, names, t]);
  return null;
}

/** checkIn/borderPass: the boarding passes, with change of seat, PDF download and cancel. */
export function BoardingPassView() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const actor = CheckInFlow.useActorRef();
  const state = CheckInFlow.useSelector((snapshot) => snapshot.value);
  const { boardingPasses, failure } = CheckInFlow.useSelector((snapshot) => snapshot.context);
  const names = boardingPasses
    .filter((pass) => pass.passengerType !== 'INF')
    .map((pass) => pass.name)
    .join(t('checkin.seat.separator'));

  if (state === 'cancelled') {
    return (
      <Stack gap={3}>
        <Text role="status">{t('checkin.pass.cancelled')}</Text>
        <Link to={CHECK_IN_PAGES.find} params={localeParam} style={{ textDecoration: 'underline', color: '#961b25' }}>
          {t('checkin.pass.startOver')}
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {boardingPasses.map((pass) => (
        <BoardingPassCard key={pass.couponId} pass={pass} />
      ))}
      {state === 'confirmingCancel' ? <CancelConfirmation names={names} /> : null}
      {state === 'cancelling' ? <BusyNote label={t('checkin.pass.cancelling')} /> : null}
      {state === 'cancelFailed' ? <FlowProblem failure={failure} /> : null}
      {state === 'boardingPass' ? (
        <Flex gap={2} wrap="wrap">
          <ActionButton onClick={() => actor.send({ type: 'seat.change' })}>
            {t('checkin.pass.changeSeat')}
          </ActionButton>
          <ActionButton variant="secondary" onClick={() => actor.send({ type: 'checkIn.cancel' })}>
            {t('checkin.pass.cancel')}
          </ActionButton>
        </Flex>
      ) : null}
    </Stack>
  );
}
