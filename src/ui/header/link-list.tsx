import { chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleParam } from '../locale-link';
import type { NavLink } from './nav-links';

/** A plain list of in-site links, as used in the header menus and on /serve. */
export function LinkList({ links, columns = 1 }: { links: readonly NavLink[]; columns?: number }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <chakra.ul
      listStyleType="none"
      p={0}
      m={0}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }}
      gap={1}
      columnGap={6}
    >
      {links.map((link) => (
        <li key={link.labelKey}>
          <chakra.span display="block" py={1.5} whiteSpace="nowrap" _hover={{ color: 'brand.600' }}>
            <Link to={link.to} params={localeParam}>
              {t(link.labelKey)}
            </Link>
          </chakra.span>
        </li>
      ))}
    </chakra.ul>
  );
}
