import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes and seconds left of the order's hold; the time is up at 00:00. */
export function remainingText(holdUntil: string, now: number): { text: string; over: boolean } {
  const seconds = Math.max(0, Math.floor((Date.parse(holdUntil) - now) / 1000));
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { text, over: seconds === 0 };
}

export function HoldCountdown({ holdUntil }: { holdUntil: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { text, over } = remainingText(holdUntil, now);
  return (
    <Text color={over ? 'red.700' : 'ink'} fontSize="sm">
      {over ? t('payment.page.holdOver') : t('payment.page.holdLeft', { time: text })}
    </Text>
  );
}
