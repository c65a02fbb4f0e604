import { Box, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryAgreeContentGroupCall, type AgreementType } from '../../../contract/calls/content';
import { request } from '../../api/request';
import { useLocale } from '../../i18n/use-locale';
import { useLocaleParam } from '../../ui/locale-link';
import { TopicBlocks } from './topic-blocks';

export const ABOUT_MEMBER_TYPES = ['rules', 'benefits', 'card'] as const;
export type AboutMemberType = (typeof ABOUT_MEMBER_TYPES)[number];
/** Each tab is a document of the content store, in the reader's language. */
const CONTENT_OF: Record<AboutMemberType, AgreementType> = {
  rules: 'membership',
  benefits: 'memberBenefits',
  card: 'memberCard',
};

/** /member/aboutMember/:type — membership rules, the tiers' benefits and the card; open to visitors. */
export function AboutMemberPage({ type }: { type: AboutMemberType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const { data } = useQuery({
    queryKey: ['content', 'aboutMember', type, locale],
    queryFn: async ({ signal }) =>
      (await request(queryAgreeContentGroupCall, { agreeTypes: [CONTENT_OF[type]] }, { signal }))[0] ?? null,
    staleTime: 10 * 60_000,
  });
  return (
    <Box>
      <Flex
        as="nav"
        gap={4}
        mb={4}
        wrap="wrap"
        aria-label={t('member.about.tabs')}
        css={{ '& a': { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' } }}
      >
        {ABOUT_MEMBER_TYPES.map((tab) => (
          <Link
            key={tab}
            to="/{-$locale}/member/aboutMember/{-$type}"
            params={{ ...localeParam, type: tab }}
            aria-current={tab === type ? 'page' : undefined}
            style={{ fontWeight: tab === type ? 700 : 400 }}
          >
            {t(`member.about.tab.${tab}`)}
          </Link>
        ))}
      </Flex>
      <Box as="section" aria-busy={data === undefined} minH="40">
        {data ? <TopicBlocks blocks={[{ kind: 'heading', text: data.title }, ...data.content]} /> : null}
      </Box>
    </Box>
  );
}
