import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../../../contract/calls/delay-certificate';
import { emailSchema } from '../../../contract/validators/email';
import { ActionButton } from '../../ui/action-button';
import { FlowStepElsewhere } from '../../flows/flow-step-elsewhere';
import { useLocaleParam } from '../../ui/locale-link';
import { PdfProgress } from '../../ui/pdf-progress';
import { CertificateFacts } from './certificate-facts';
import { DELAY_CERTIFICATE_PAGES, DelayCertificateFlow } from './delay-certificate-flow';
import { TextField } from '../../ui/text-field';

function DeliveryNote({ delivery }: { delivery: Certificate['delivery'] }) {
  const { t } = useTranslation();
  if (!delivery) return null;
  return (
    <Text>
      {delivery.type === 'counterPickup'
        ? t('delayProve.result.deliveryCounter', { airport: delivery.airport })
        : t('delayProve.result.deliveryCourier', {
            recipient: delivery.recipient,
            region: delivery.region,
            address: delivery.address,
          })}
    </Text>
  );
}

/** /serve/delayProve/proveRsg: the certificate, its PDF, and sending it by e-mail (again). */
export function CertificatePage() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const actor = DelayCertificateFlow.useActorRef();
  const state = DelayCertificateFlow.useSelector((snapshot) => String(snapshot.value));
  const certificate = DelayCertificateFlow.useSelector((snapshot) => snapshot.context.certificate);
  const sentTo = DelayCertificateFlow.useSelector((snapshot) => snapshot.context.sentTo);
  const failure = DelayCertificateFlow.useSelector((snapshot) => snapshot.context.failure);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();

  // Opened alone (a bookmark, a shared link, a new window): which page this is, and the way to a certificate.
  if (!certificate) {
    return (
      <FlowStepElsewhere
        flow={t('delayProve.flowName')}
        here={t('delayProve.steps.certificate')}
        current={t('delayProve.apply.heading')}
        started={state !== 'findingTicket'}
        to={DELAY_CERTIFICATE_PAGES.apply}
      />
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email.trim());
    setEmailError(parsed.success ? undefined : parsed.error.issues[0]!.message);
    if (parsed.success) actor.send({ type: 'certificate.email', email: parsed.data });
  };
  const busy = state === 'downloading' || state === 'emailing';
  return (
    <Stack gap={4} maxW="3xl">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('delayProve.result.heading')}
      </Text>
      <CertificateFacts certificate={certificate} />
      <Text>
        {t('delayProve.result.code')}:{' '}
        <chakra.strong letterSpacing="wider">{certificate.verificationCode}</chakra.strong>
      </Text>
      <DeliveryNote delivery={certificate.delivery} />
      <Flex gap={2} wrap="wrap">
        <ActionButton type="button" disabled={busy} onClick={() => actor.send({ type: 'certificate.download' })}>
          {t('delayProve.result.download')}
        </ActionButton>
        {state === 'emailed' ? (
          <ActionButton
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'certificate.resend' })}
          >
            {t('delayProve.result.resend')}
          </ActionButton>
        ) : null}
      </Flex>
      <PdfProgress busy={state === 'downloading'} />
      <chakra.form onSubmit={send} noValidate>
        <TextField
          id="delay-email"
          type="email"
          inputMode="email"
          label={t('delayProve.result.email')}
          value={email}
          onValueChange={setEmail}
          error={emailError}
          addon={
            <ActionButton type="submit" variant="secondary" disabled={busy}>
              {t('delayProve.result.send')}
            </ActionButton>
          }
        />
      </chakra.form>
      <Text role="status" aria-live="polite">
        {state === 'emailed' && sentTo ? t('delayProve.result.sent', { to: sentTo }) : ''}
      </Text>
      {state === 'deliveryFailed' ? <Text role="alert">{failure?.message ?? t('delayProve.apply.failed')}</Text> : null}
      <Flex gap={4} wrap="wrap">
        <Link
          to="/{-$locale}/serve/delayProve/verification"
          params={localeParam}
          search={{ code: certificate.verificationCode } as never}
        >
          {t('delayProve.result.verifyLink')}
        </Link>
        <chakra.button
          type="button"
          color="brand.700"
          textDecoration="underline"
          onClick={() => actor.send({ type: 'ticket.change' })}
        >
          {t('delayProve.apply.startOver')}
        </chakra.button>
      </Flex>
    </Stack>
  );
}
