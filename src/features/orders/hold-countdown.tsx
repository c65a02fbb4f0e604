import { Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHold, holdSecondsLeft } from './hold-clock';

interface HoldCountdownProps {
  holdUntil: string;
  clockOffsetMs: number;
  /** Once, when the hold runs out: the page reloads the order the server has expired. */
  onExpired?: () => void;
}

/** The time left to pay, ticking every second on the server's clock. */
export function HoldCountdown({ holdUntil, clockOffsetMs, onExpired }: HoldCountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const seconds = holdSecondsLeft(holdUntil, clockOffsetMs, now);
  const over = seconds === 0;
  const expired = useEffectEvent(() => onExpired?.());
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  useEffect(() => {
    if (over) expired();
  }, [over]);
  return (
    <Text role="timer" aria-live="off" color={over ? 'red.700' : 'brand.700'} fontWeight="semibold">
      {over ? t('orders.hold.over') : t('orders.hold.left', { time: formatHold(seconds) })}
    </Text>
  );
}
