import { chakra, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleParam } from '../locale-link';

/** The airline's mark (a stylised wing) and name, linking home. */
export function SiteLogo() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <Link to="/{-$locale}" params={localeParam} aria-label={t('shell.homeLink')}>
      <Flex align="center" gap={2} color="brand.600">
        <svg width="36" height="36" viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="20" r="19" fill="currentColor" />
          <path d="M7 24c7-1 14-6 19-13 1 5-1 9-4 12 4 0 8-1 11-3-4 6-12 9-26 4z" fill="#fff" />
        </svg>
        <chakra.span fontWeight="bold" fontSize="lg" letterSpacing="wide" color="ink" whiteSpace="nowrap">
          {t('shell.brand')}
        </chakra.span>
      </Flex>
    </Link>
  );
}
