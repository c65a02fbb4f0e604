import { Box, chakra, Text } from '@chakra-ui/react';
import { memo, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Airport } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { cityLabel, searchAirports } from './city-search';
import { FieldError, fieldBoxStyle, fieldErrorId } from '../../../ui/field-error';

export interface CityPickerProps {
  id: string;
  label: string;
  airports: readonly Airport[];
  locale: Locale;
  value?: string;
  onSelect: (code: string) => void;
  /** Translated message, shown and announced below the field. */
  error?: string;
}

/** The ARIA 1.2 combobox pattern: a text box that filters a list of cities, driven by arrow keys, Enter and Esc. */
export const CityPicker = memo(function CityPicker({
  id,
  label,
  airports,
  locale,
  value,
  onSelect,
  error,
}: CityPickerProps) {
  const { t } = useTranslation();
  const listboxId = useId();
  const selected = airports.find((airport) => airport.code === value);
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const options = useMemo(() => searchAirports(airports, query ?? ''), [airports, query]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const shownText = query ?? (selected ? cityLabel(selected, locale) : '');

  const open = () => {
    setExpanded(true);
    setActiveIndex(-1);
  };
  const close = () => {
    setExpanded(false);
    setQuery(undefined);
    setActiveIndex(-1);
  };
  const choose = (airport: Airport) => {
    onSelect(airport.code);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step < 0 ? last : index + step > last ? 0 : index + step));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const airport = options[activeIndex] ?? (query ? options[0] : undefined);
      if (airport) choose(airport);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Box position="relative" minW={0}>
      <chakra.label htmlFor={id} display="block" fontSize="sm" color="muted" mb="1">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        placeholder={t('home.search.cityPlaceholder')}
        value={shownText}
        onChange={(event) => {
          setQuery(event.target.value);
          setExpanded(true);
          setActiveIndex(-1);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => !expanded && open()}
        onBlur={close}
        onKeyDown={onKeyDown}
        {...fieldBoxStyle(Boolean(error))}
      />
      <chakra.ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        position="absolute"
        zIndex="dropdown"
        left={0}
        top="100%"
        mt="1"
        maxH="72"
        overflowY="auto"
        bg="white"
        border="1px solid"
        borderColor="line"
        borderRadius="md"
        boxShadow="lg"
        listStyleType="none"
        p="1"
        m="0"
        w="max-content"
        minW="full"
        maxW="min(20rem, calc(100vw - 2rem))"
      >
        {/* Drawn only while open: two lists of every city, hidden, were a quarter of the search card's first commit. */}
        {expanded &&
          options.map((airport, index) => (
            // Keys are the input's (a combobox with aria-activedescendant): options take no focus, so no key handler.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <chakra.li
              key={airport.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown would blur the input and close the list before the click lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(airport)}
              onMouseEnter={() => setActiveIndex(index)}
              display="flex"
              justifyContent="space-between"
              gap="3"
              px="3"
              py="2"
              borderRadius="sm"
              cursor="pointer"
              bg={index === activeIndex ? 'brand.50' : undefined}
            >
              <Text as="span" fontWeight="medium">
                {airport.cityName[locale]}{' '}
                <Text as="span" color="muted">
                  {airport.airportName[locale]}
                </Text>
              </Text>
              <Text as="span" fontFamily="mono" color="muted">
                {airport.code}
              </Text>
            </chakra.li>
          ))}
        {expanded && options.length === 0 && (
          <chakra.li role="option" aria-disabled="true" aria-selected="false" px="3" py="2" color="muted">
            {t('home.search.noCity')}
          </chakra.li>
        )}
      </chakra.ul>
      <FieldError fieldId={id} message={error} />
    </Box>
  );
});
