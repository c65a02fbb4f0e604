import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { Locale } from '../../../contract/locales';
import { localizedPath } from '../../ui/locale-link';

export interface AppPathLinkProps extends HTMLChakraProps<'a'> {
  /** A site path from the API (an ad's target), or an absolute URL. */
  href: string;
  locale: Locale;
}

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link whose target comes from data, so it cannot be a typed router Link: site paths get the locale
 * prefix and navigate inside the SPA; a modified click (new tab) and other URLs behave as plain links.
 */
export function AppPathLink({ href, locale, children, ...rest }: AppPathLinkProps) {
  const navigate = useNavigate();
  const target = isSitePath(href) ? localizedPath(href, locale) : href;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isSitePath(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate({ href: target });
  };
  return (
    <chakra.a href={target} onClick={onClick} {...rest}>
      {children}
    </chakra.a>
  );
}
