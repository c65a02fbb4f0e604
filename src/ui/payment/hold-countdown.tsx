import { Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingText } from './hold-clock';

export interface HoldCountdownProps {
  holdUntil: string;
  /** Server time minus browser time, where the page knows it: the hold ends on the server's clock. */
  clockOffsetMs?: number;
  /** The page's words: "pay within {{time}}", and what it says once the time is up (else the 00:00 line stays). */
  leftKey: string;
  overKey?: string;
  /** Once, at 00:00: the page reloads the order, or a pay chart hears it expired (the server expires it too). */
  onOver?: () => void;
  /** The order's own page shows it large in the brand's colour, under the total; pay pages as a small line. */
  prominent?: boolean;
}

/** The time left to pay an order, ticking every second: on the order's page and the pay pages. */
export function HoldCountdown({ holdUntil, clockOffsetMs, leftKey, overKey, onOver, prominent }: HoldCountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const { text, over } = remainingText(holdUntil, now, clockOffsetMs);
  const overNow = useEffectEvent(() => onOver?.());
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  useEffect(() => {
    if (over) overNow();
  }, [over]);
  const saysOver = over && overKey !== undefined;
  const look = prominent ? { fontWeight: 'semibold' } : { fontSize: 'sm' };
  const tone = prominent ? 'brand.700' : 'ink';
  return (
    <Text role="timer" aria-live="off" {...look} color={saysOver ? 'red.700' : tone}>
      {saysOver ? t(overKey) : t(leftKey, { time: text })}
    </Text>
  );
}
