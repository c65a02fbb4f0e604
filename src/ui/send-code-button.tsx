import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckCodePurpose, SendMobileCheckCodeData } from '../../contract/calls/accounts';
import { mobileSchema } from '../../contract/validators/mobile';
import { ActionButton } from './action-button';
import { readResendInfo, secondsUntilResend, writeResendInfo } from './resend-info';

export interface SendCodeButtonProps {
  mobile: string;
  purpose: CheckCodePurpose;
  send(mobile: string, purpose: CheckCodePurpose): Promise<SendMobileCheckCodeData>;
  /** A field problem (i18n key) for the mobile. */
  onMobileError(messageKey: string): void;
  /** The server's refusal, already in the user's language; '' when a code went out. */
  onRefusal(message: string): void;
  storage?: Storage;
}

/** "Get code", then a countdown until the same mobile may ask again. */
export function SendCodeButton({
  mobile,
  purpose,
  send,
  onMobileError,
  onRefusal,
  storage = window.localStorage,
}: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const waitSeconds = secondsUntilResend(readResendInfo(storage), mobile, purpose, now);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitSeconds]);

  const sendCode = async () => {
    const parsed = mobileSchema.safeParse(mobile);
    if (!parsed.success) return onMobileError(parsed.error.issues[0]!.message);
    setSending(true);
    try {
      const sent = await send(parsed.data, purpose);
      writeResendInfo(storage, { mobile: parsed.data, purpose, resendAt: Date.now() + sent.resendAfterSeconds * 1000 });
      setNow(Date.now());
      onRefusal('');
    } catch (error) {
      onRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <ActionButton
      type="button"
      variant="secondary"
      onClick={sendCode}
      disabled={sending || waitSeconds > 0}
      whiteSpace="nowrap"
      aria-live="polite"
    >
      {waitSeconds > 0 ? t('account.checkCode.resendIn', { seconds: waitSeconds }) : t('account.checkCode.send')}
    </ActionButton>
  );
}
