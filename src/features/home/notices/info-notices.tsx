import { chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { InfoNoticeGroup, InfoNoticeItem } from '../../../../contract/calls/content';
import { useLocaleParam } from '../../../ui/locale-link';
import { HomeSection } from '../home-section';
import { LoadingCards } from '../loading-cards';
import { formatReplyDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

/** The home page shows only the latest few entries of each group; the header and topic pages list them all. */
export const NOTICES_PER_GROUP = 4;

export function latestNotices(items: readonly InfoNoticeItem[], count = NOTICES_PER_GROUP): InfoNoticeItem[] {
  return [...items].sort((a, b) => b.creationdate.localeCompare(a.creationdate)).slice(0, count);
}

export interface InfoNoticesProps {
  groups: readonly InfoNoticeGroup[] | undefined;
  failed: boolean;
}

// The groups and their entries are plain elements styled once here, as the route cards are: a styled component
// for each part of each entry made some hundred of them on the home page (issue 30).
const noticeGroups = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  '& > section': { bg: 'white', border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4', minW: 0 },
  '& h3': { fontSize: 'md', fontWeight: 'bold', mb: '2', color: 'brand.700' },
  '& ul': { listStyleType: 'none', p: '0', m: '0' },
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '3',
    py: '1.5',
    borderTop: '1px solid',
    borderColor: 'surface',
    _first: { borderTop: 0 },
  },
  '& li a span': { lineClamp: 1, _hover: { color: 'brand.600', textDecoration: 'underline' } },
  '& time': { fontSize: 'xs', color: 'muted', flexShrink: 0 },
} as const;

/** Info topics by group (infoNoticeListByWeb), each entry linking to its page /serve/webView/<topicid>. */
export function InfoNotices({ groups, failed }: InfoNoticesProps) {
  const localeParam = useLocaleParam();
  const locale = useLocale();
  const shown = groups?.filter((group) => group.infoNoticeList.length > 0);

  return (
    <HomeSection area="notices" failed={failed} empty={shown?.length === 0}>
      <chakra.div css={noticeGroups}>
        {groups === undefined && !failed && <LoadingCards count={6} height="48" />}
        {shown?.map((group) => (
          <section key={group.dincCode} aria-labelledby={`home-notices-${group.dincCode}`}>
            <h3 id={`home-notices-${group.dincCode}`}>{group.dincName}</h3>
            <ul>
              {latestNotices(group.infoNoticeList).map((item) => (
                <li key={item.topicid}>
                  <Link to="/{-$locale}/serve/webView/{-$topicid}" params={{ ...localeParam, topicid: item.topicid }}>
                    <span>{item.name}</span>
                  </Link>
                  <time dateTime={item.creationdate}>{formatReplyDate(item.creationdate, locale)}</time>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </chakra.div>
    </HomeSection>
  );
}
