import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type Swatch =
  'initial' | 'final' | 'current' | 'group' | 'region' | 'transition' | 'next' | 'last' | 'guard' | 'invoke' | 'inner';
const ITEMS: readonly Swatch[] = [
  'initial',
  'current',
  'final',
  'group',
  'region',
  'transition',
  'next',
  'last',
  'guard',
  'invoke',
  'inner',
];

/** What each mark on the chart means, drawn the way the chart draws it. */
export function ChartLegend() {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="flows-legend"
      mt={2}
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      px={3}
      py={2}
    >
      <chakra.h3 id="flows-legend" fontSize="sm" fontWeight="bold" mb={1.5}>
        {t('flows.legend.heading')}
      </chakra.h3>
      <Flex as="ul" listStyleType="none" m={0} p={0} wrap="wrap" columnGap={5} rowGap={1.5} fontSize="12px">
        {ITEMS.map((item) => (
          <Flex as="li" key={item} align="center" gap={2}>
            <SwatchMark kind={item} />
            <Text as="span">{t(`flows.legend.${item}`)}</Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}

function SwatchMark({ kind }: { kind: Swatch }) {
  const box = {
    w: '28px',
    h: '16px',
    borderRadius: 'md',
    borderWidth: '1.5px',
    borderColor: 'ink',
    bg: 'white',
    flexShrink: 0,
  } as const;
  switch (kind) {
    case 'initial':
      return (
        <Text as="span" color="brand.600" aria-hidden w="28px" textAlign="center">
          ●→
        </Text>
      );
    case 'final':
      return <Box {...box} borderWidth="4px" borderStyle="double" aria-hidden />;
    case 'current':
      return (
        <Box {...box} borderColor="brand.600" bg="brand.50" boxShadow="0 0 0 2px rgba(200, 32, 46, 0.25)" aria-hidden />
      );
    case 'group':
      return <Box {...box} borderColor="muted" bg="rgba(245, 246, 248, 0.9)" aria-hidden />;
    case 'region':
      return <Box {...box} borderStyle="dashed" borderRadius="sm" aria-hidden />;
    case 'transition':
    case 'last':
      return <Arrow colour={kind === 'last' ? '#b8232f' : '#5b6272'} thick={kind === 'last'} />;
    case 'next':
      return (
        <Text
          as="span"
          aria-hidden
          px={1}
          fontSize="11px"
          bg="brand.50"
          color="brand.700"
          borderWidth="1px"
          borderColor="brand.500"
          borderRadius="sm"
        >
          A
        </Text>
      );
    case 'guard':
      return (
        <Text as="span" aria-hidden fontSize="11px" w="28px" textAlign="center">
          [ ]
        </Text>
      );
    case 'invoke':
      return (
        <Text as="span" aria-hidden color="muted" fontSize="11px" w="28px" textAlign="center">
          ⚙
        </Text>
      );
    case 'inner':
      return (
        <Text as="span" aria-hidden fontSize="11px" w="28px" textAlign="center" textDecoration="underline">
          a→b
        </Text>
      );
  }
}

function Arrow({ colour, thick }: { colour: string; thick: boolean }) {
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true">
      <line x1="0" y1="6" x2="21" y2="6" stroke={colour} strokeWidth={thick ? 2 : 1.25} />
      <path d="M20,1 L28,6 L20,11 z" fill={colour} />
    </svg>
  );
}
