import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMES_OF_DAY, type ResultsFilter, type SortOrder, type TimeOfDay } from './results-filter';

export interface ResultsToolbarProps {
  sort: SortOrder;
  filter: ResultsFilter;
  onSort: (sort: SortOrder) => void;
  onFilter: (filter: ResultsFilter) => void;
}

const fieldStyle = {
  h: '9',
  px: '2',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  bg: 'white',
} as const;

/** Sort by departure or price; filter by time of day (checkboxes) and cabin. */
export function ResultsToolbar({ sort, filter, onSort, onFilter }: ResultsToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggleTime = (time: TimeOfDay, checked: boolean) =>
    onFilter({
      ...filter,
      timesOfDay: checked ? [...filter.timesOfDay, time] : filter.timesOfDay.filter((chosen) => chosen !== time),
    });
  return (
    <Flex gap={{ base: '3', md: '6' }} wrap="wrap" align="center" py="3" fontSize="sm">
      <Flex gap="2" align="center">
        <chakra.label htmlFor={`${id}-sort`} fontWeight="medium">
          {t('search.toolbar.sort')}
        </chakra.label>
        <chakra.select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => onSort(event.target.value as SortOrder)}
          {...fieldStyle}
        >
          <option value="departure">{t('search.toolbar.byDeparture')}</option>
          <option value="price">{t('search.toolbar.byPrice')}</option>
        </chakra.select>
      </Flex>
      <chakra.fieldset border="0" p="0" m="0" display="flex" gap="3" alignItems="center" flexWrap="wrap">
        <chakra.legend fontWeight="medium" float="left" me="2">
          {t('search.toolbar.timeOfDay')}
        </chakra.legend>
        {TIMES_OF_DAY.map((time) => (
          <chakra.label key={time} display="inline-flex" gap="1" alignItems="center" cursor="pointer">
            <input
              type="checkbox"
              checked={filter.timesOfDay.includes(time)}
              onChange={(event) => toggleTime(time, event.target.checked)}
            />
            {t(`search.toolbar.${time}`)}
          </chakra.label>
        ))}
      </chakra.fieldset>
      <Box display="flex" gap="2" alignItems="center">
        <chakra.label htmlFor={`${id}-cabin`} fontWeight="medium">
          {t('search.toolbar.cabin')}
        </chakra.label>
        <chakra.select
          id={`${id}-cabin`}
          value={filter.cabin}
          onChange={(event) => onFilter({ ...filter, cabin: event.target.value as ResultsFilter['cabin'] })}
          {...fieldStyle}
        >
          <option value="any">{t('search.toolbar.anyCabin')}</option>
          <option value="Y">{t('search.rules.cabin.Y')}</option>
          <option value="C">{t('search.rules.cabin.C')}</option>
        </chakra.select>
      </Box>
    </Flex>
  );
}
