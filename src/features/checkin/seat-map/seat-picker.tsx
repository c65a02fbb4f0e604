import { Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { SeatLegend } from './seat-legend';
import { SeatList } from './seat-list';
import { SeatMap, type SeatChoiceProps } from './seat-map';

/** The seat map with its legend, and a button to see the same choice as a list. */
export function SeatPicker(props: SeatChoiceProps) {
  const { t } = useTranslation();
  const [asList, setAsList] = useState(false);
  return (
    <Stack gap={3}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={2}>
        <SeatLegend />
        <ActionButton variant="secondary" minH="9" aria-pressed={asList} onClick={() => setAsList((shown) => !shown)}>
          {t('checkin.seatMap.showList')}
        </ActionButton>
      </Flex>
      {asList ? <SeatList {...props} /> : <SeatMap {...props} />}
    </Stack>
  );
}
