import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TopicGroupNode } from '../../../contract/calls/content';
import { useLocaleParam } from '../../ui/locale-link';

/** Groups → categories → topics, each topic linking to its page. */
export function TopicTree({ groups }: { groups: readonly TopicGroupNode[] }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  if (!groups.length) return <Text color="muted">{t('topics.noTopics')}</Text>;
  return (
    <Box>
      {groups.map((group) => (
        <chakra.section key={group.dincCode} mb={8} aria-labelledby={`group-${group.dincCode}`}>
          <chakra.h2
            id={`group-${group.dincCode}`}
            fontSize="xl"
            fontWeight="bold"
            borderBottom="2px solid"
            borderColor="brand.600"
            pb={2}
            mb={4}
          >
            {group.dincName}
          </chakra.h2>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap={6}>
            {group.children.map((category) => (
              <Box key={category.categoryid}>
                <chakra.h3 fontWeight="bold" mb={2} color="brand.700">
                  {category.category}
                </chakra.h3>
                <chakra.ul listStyleType="none" p={0} m={0}>
                  {category.children.map((topic) => (
                    <chakra.li key={topic.topicid} py={1}>
                      <Link
                        to="/{-$locale}/serve/webView/{-$topicid}"
                        params={{ ...localeParam, topicid: topic.topicid }}
                      >
                        {topic.name}
                      </Link>
                    </chakra.li>
                  ))}
                </chakra.ul>
              </Box>
            ))}
          </Grid>
        </chakra.section>
      ))}
    </Box>
  );
}
