import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MallProduct } from '../../../../contract/points/mall-calls';
import { ActionButton } from '../../../ui/action-button';
import { usePointsNumber } from '../points-number';

/** One product on the shelf: picture, name, kind, description, price and stock, and its exchange button. */
export function ProductCard({ product, onExchange }: { product: MallProduct; onExchange(): void }) {
  const { t } = useTranslation();
  const number = usePointsNumber();
  const soldOut = product.stock === 0;
  return (
    <Flex
      as="li"
      direction="column"
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      overflow="hidden"
      bg="white"
    >
      <chakra.img
        src={product.picture}
        alt={product.name}
        width="320"
        height="240"
        loading="lazy"
        w="100%"
        h="auto"
        display="block"
      />
      <Flex direction="column" gap={1} p={{ base: 2, md: 3 }} flex="1">
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', md: 'baseline' }}
          gap={{ base: 0, md: 2 }}
          direction={{ base: 'column', md: 'row' }}
        >
          <chakra.h3 fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }}>
            {product.name}
          </chakra.h3>
          <Text as="span" fontSize="xs" color="muted" flexShrink={0}>
            {t(`pointMall.kind.${product.kind}`)}
          </Text>
        </Flex>
        <Text fontSize="sm" color="muted" flex="1">
          {product.description}
        </Text>
        <Flex
          justify="space-between"
          align="center"
          mt={2}
          gap={2}
          wrap="wrap"
          direction={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'stretch', md: 'center' }}
        >
          <Box>
            <Text fontWeight="bold" color="brand.700">
              {t('pointMall.price', { points: number(product.pointsPrice) })}
            </Text>
            <Text fontSize="xs" color="muted">
              {soldOut ? t('pointMall.soldOut') : t('pointMall.stock', { stock: product.stock })}
            </Text>
          </Box>
          <ActionButton
            disabled={soldOut}
            onClick={onExchange}
            aria-label={t('pointMall.exchangeOf', { name: product.name })}
          >
            {t('pointMall.exchange')}
          </ActionButton>
        </Flex>
      </Flex>
    </Flex>
  );
}
