import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryOffer, PriceListItem } from '../../../../contract/ancillaries/ancillary-offer-schemas';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { formatMoney } from '../../../../contract/money';

/** A meal's dietary marks (halal, vegetarian, child, no pork, diabetic) as small tags. */
export function DietaryMarks({ marks }: { marks: AncillaryOffer['dietaryMarks'] }) {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <Flex as="ul" gap={1} wrap="wrap" listStyleType="none" p={0} m={0} aria-label={t('ancillaries.offer.marks')}>
      {marks.map((mark) => (
        <Text
          as="li"
          key={mark}
          fontSize="xs"
          px={2}
          py="1px"
          borderRadius="full"
          bg="green.50"
          color="green.800"
          borderWidth="1px"
          borderColor="green.200"
        >
          {t(`ancillaries.marks.${mark}`)}
        </Text>
      ))}
    </Flex>
  );
}

/** Picture (meals), name, description and marks of an item: shared by the buy page and the price tables. */
export function OfferFacts({
  offer,
}: {
  offer: Pick<PriceListItem, 'name' | 'description' | 'imageUrl' | 'dietaryMarks'>;
}) {
  const locale = useLocale();
  const name = pickLocale(offer.name, locale);
  return (
    <Flex gap={3} align="flex-start" flex="1" minW={0}>
      {offer.imageUrl ? (
        <chakra.img
          src={offer.imageUrl}
          alt={name}
          width="72px"
          height="72px"
          objectFit="cover"
          borderRadius="md"
          flexShrink={0}
        />
      ) : null}
      <Box minW={0}>
        <Text fontWeight="semibold">{name}</Text>
        {pickLocale(offer.description, locale) ? (
          <Text fontSize="sm" color="muted">
            {pickLocale(offer.description, locale)}
          </Text>
        ) : null}
        <DietaryMarks marks={offer.dietaryMarks} />
      </Box>
    </Flex>
  );
}

/** One offer to tick for one passenger's flight: price, stock left (meals), why it cannot be chosen. */
export function OfferChoice({
  offer,
  couponId,
  chosen,
  allowed,
  onToggle,
}: {
  offer: AncillaryOffer;
  couponId: number;
  chosen: boolean;
  allowed: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const noteId = `offer-note-${couponId}-${offer.itemCode}`;
  const note = !offer.available
    ? t('ancillaries.offer.unavailable')
    : !allowed && !chosen
      ? t('ancillaries.offer.overCap')
      : offer.stockLeft !== null
        ? t('ancillaries.offer.stockLeft', { left: offer.stockLeft })
        : '';
  return (
    <chakra.label
      display="flex"
      gap={3}
      alignItems="center"
      p={3}
      borderWidth="1px"
      borderRadius="md"
      borderColor={chosen ? 'brand.600' : 'line'}
      bg={chosen ? 'brand.50' : 'white'}
      cursor={allowed ? 'pointer' : 'not-allowed'}
    >
      <input
        type="checkbox"
        checked={chosen}
        disabled={!allowed && !chosen}
        onChange={onToggle}
        aria-label={`${pickLocale(offer.name, locale)} ${formatMoney(offer.price, locale)}`}
        aria-describedby={note ? noteId : undefined}
      />
      <OfferFacts offer={offer} />
      <Box textAlign="end" flexShrink={0}>
        <Text fontWeight="bold" color="brand.700">
          {formatMoney(offer.price, locale)}
        </Text>
        {note ? (
          <Text id={noteId} fontSize="xs" color="muted">
            {note}
          </Text>
        ) : null}
      </Box>
    </chakra.label>
  );
}
