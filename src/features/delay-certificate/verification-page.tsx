import { chakra, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDelayCodePayload } from '../../../contract/calls/delay-certificate';
import { ActionButton } from '../../ui/action-button';
import { CertificateFacts } from './certificate-facts';
import { checkDelayCode } from './delay-certificate-api';
import { TextField } from '../../ui/text-field';

/** /serve/delayProve/verification?code=: anyone checks a code and sees what it certifies, names masked. */
export function VerificationPage({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const check = useMutation({ mutationFn: checkDelayCode });
  const verify = (value: string) => {
    const parsed = checkDelayCodePayload.safeParse({ verificationCode: value });
    setError(parsed.success ? undefined : parsed.error.issues[0]!.message);
    if (parsed.success) check.mutate(parsed.data.verificationCode);
  };
  // Only the code from the address is checked by itself, once.
  const verifyArrivalCode = useEffectEvent(() => {
    if (initialCode) verify(initialCode);
  });
  useEffect(() => verifyArrivalCode(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify(code);
  };
  return (
    <Stack gap={4} maxW="3xl">
      <chakra.form onSubmit={submit} noValidate aria-labelledby="delay-verify-heading">
        <Stack gap={3}>
          <Text as="h2" id="delay-verify-heading" fontWeight="bold">
            {t('delayProve.verify.heading')}
          </Text>
          <TextField
            id="delay-code"
            label={t('delayProve.verify.code')}
            value={code}
            onValueChange={setCode}
            error={error}
            addon={
              <ActionButton type="submit" disabled={check.isPending}>
                {t('delayProve.verify.submit')}
              </ActionButton>
            }
          />
        </Stack>
      </chakra.form>
      {check.isError ? <Text role="alert">{check.error.message}</Text> : null}
      {check.data ? (
        <Stack
          as="section"
          gap={3}
          aria-labelledby="delay-genuine"
          borderWidth="1px"
          borderColor="green.700"
          borderRadius="lg"
          p={4}
        >
          <Text as="h3" id="delay-genuine" fontWeight="bold" color="green.800">
            <span aria-hidden="true">✓ </span>
            {t('delayProve.verify.genuine', { certificateNo: check.data.certificate.certificateNo })}
          </Text>
          <CertificateFacts certificate={check.data.certificate} />
        </Stack>
      ) : null}
    </Stack>
  );
}
