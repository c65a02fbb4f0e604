import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leadKeyOf } from '../../contract/route-title-key';
import { useLocaleParam } from './locale-link';
import { useCrumbs } from './route-title';

export interface PageFrameProps {
  /** Overrides the route's own title, e.g. when a param picks a variant of the page. */
  title?: string;
  children?: ReactNode;
}

/**
 * The frame of every page below home: breadcrumbs, the page title, its lead if it has one (what the page is
 * for, leads.json), then the page. A route whose page is the
 * frame alone is one not built yet: it says so (spec 5) instead of showing a blank page. Such routes set
 * `codeSplitGroupings: []`: a chunk of their own would only re-export this, and cost the route table a lazy
 * import each.
 */
export function PageFrame({ title, children }: PageFrameProps) {
  const { t, i18n } = useTranslation();
  const crumbs = useCrumbs();
  const localeParam = useLocaleParam();
  const titleKey = crumbs.at(-1)?.titleKey;
  const pageTitle = title ?? (titleKey ? t(titleKey) : '');
  const leadKey = titleKey && leadKeyOf(titleKey);
  useEffect(() => {
    if (pageTitle) document.title = t('shell.documentTitle', { title: pageTitle });
  }, [pageTitle, t]);
  return (
    <Box maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 4, md: 6 }} w="full">
      <chakra.nav aria-label={t('shell.breadcrumbs')} fontSize="sm" color="muted" mb={3}>
        <Flex as="ol" wrap="wrap" gap={1} listStyleType="none" p={0} m={0}>
          <li>
            <Link to="/{-$locale}" params={localeParam}>
              {t('routes.home')}
            </Link>
          </li>
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            return (
              <Flex as="li" key={crumb.pathname} gap={1}>
                <Text as="span" aria-hidden="true">
                  /
                </Text>
                {isCurrent ? (
                  <span aria-current="page">{t(crumb.titleKey)}</span>
                ) : (
                  <Link to={crumb.pathname}>{t(crumb.titleKey)}</Link>
                )}
              </Flex>
            );
          })}
        </Flex>
      </chakra.nav>
      <chakra.h1 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb={4}>
        {pageTitle}
      </chakra.h1>
      {leadKey && i18n.exists(leadKey) && (
        <Text color="muted" fontSize="md" mt={-2} mb={4}>
          {t(leadKey)}
        </Text>
      )}
      {children ?? <Text role="status">{t('shell.unbuilt')}</Text>}
    </Box>
  );
}
