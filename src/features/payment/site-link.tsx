import { chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { localizedPath } from '../../ui/locale-link';

/** A link to another area's page with a query (/orderInfo?orderNo=…), in the current language, inside the SPA. */
export function SiteLink({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const href = localizedPath(path, toLocale(i18n.language) ?? DEFAULT_LOCALE);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <chakra.a href={href} onClick={onClick} color="brand.700" textDecoration="underline" fontWeight="medium">
      {children}
    </chakra.a>
  );
}
