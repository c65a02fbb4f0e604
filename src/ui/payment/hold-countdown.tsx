import { Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes and seconds left of the order's hold; the time is up at 00:00. */
export function remainingText(holdUntil: string, now: number): { text: string; over: boolean } {
  const seconds = Math.max(0, Math.floor((Date.parse(holdUntil) - now) / 1000));
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { text, over: seconds === 0 };
}

export interface HoldCountdownProps {
  holdUntil: string;
  /** The page's words: "pay within {{time}}", and what it says once the time is up (else the 00:00 line stays). */
  leftKey: string;
  overKey?: string;
  /** Once, at 00:00: a pay chart hears the order expired (the server expires it too). */
  onOver?: () => void;
}

/** The time left to pay an order, ticking every second, on the pay pages of flights, luggage and meals. */
export function HoldCountdown({ holdUntil, leftKey, overKey, onOver }: HoldCountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const { text, over } = remainingText(holdUntil, now);
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
  return (
    <Text color={saysOver ? 'red.700' : 'ink'} fontSize="sm">
      {saysOver ? t(overKey) : t(leftKey, { time: text })}
    </Text>
  );
}
