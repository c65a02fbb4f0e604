import { Box, chakra, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CabinOffer, FlightOption } from '../../../../contract/calls/flights';
import type { Locale } from '../../../../contract/locales';
import { cabinGuideQueryOptions, recordCabinGuideView } from '../../../api/flight-search';

export interface CabinRulesProps {
  flight: FlightOption;
  offer: CabinOffer;
  locale: Locale;
}

/** A native disclosure: the rules load (and the view is recorded) the first time it opens. */
export function CabinRules({ flight, offer, locale }: CabinRulesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const recorded = useRef(false);
  const payload = {
    origin: flight.departure.airport,
    destination: flight.arrival.airport,
    bookingClass: offer.bookingClass,
    flightDate: flight.flightDate,
  };
  const guide = useQuery({ ...cabinGuideQueryOptions(locale, payload), enabled: open });
  const cabinName = t(`search.rules.cabin.${offer.cabinClass}`);
  return (
    <chakra.details
      fontSize="sm"
      onToggle={(event) => {
        const isOpen = (event.currentTarget as HTMLDetailsElement).open;
        setOpen(isOpen);
        if (isOpen && !recorded.current) {
          recorded.current = true;
          // Only a statistic: a failure must not bother the traveller.
          recordCabinGuideView({ ...payload, flightNo: flight.flightNo }).catch(() => undefined);
        }
      }}
    >
      <chakra.summary cursor="pointer" color="brand.700" w="fit-content">
        {t('search.results.rulesToggle', { cabin: cabinName, bookingClass: offer.bookingClass })}
      </chakra.summary>
      <Box mt="2" p="3" bg="surface" borderRadius="md">
        {guide.isPending && <Text>{t('search.results.rulesLoading')}</Text>}
        {guide.isError && <Text color="brand.700">{t('search.results.rulesFailed')}</Text>}
        {guide.data && (
          <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="1" m="0">
            {guide.data.rules.map((rule) => (
              <Box key={rule.kind} display="contents">
                <chakra.dt fontWeight="semibold">{rule.title}</chakra.dt>
                <chakra.dd m="0">{rule.text}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        )}
      </Box>
    </chakra.details>
  );
}
