import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MENU_ITEMS_PER_GROUP } from '../../../contract/calls/content-constants';
import { useLocaleParam } from '../locale-link';
import { useInfoGroups } from '../use-info-groups';

/** Booking services: the info-topic groups, at most 7 topics each (spec 2 and 9). */
export function BookingMenuContent() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const groups = useInfoGroups();
  if (groups.isPending) return <Text color="muted">{t('shell.loading')}</Text>;
  if (groups.isError) return <Text color="muted">{t('frame.menus.topicsUnavailable')}</Text>;
  if (!groups.data.length) return <Text color="muted">{t('frame.menus.noTopics')}</Text>;
  return (
    <Grid
      templateColumns={{ base: '1fr', md: `repeat(${Math.min(groups.data.length, 6)}, minmax(130px, 1fr))` }}
      gap={4}
    >
      {groups.data.map((group) => (
        <Box key={group.dincCode}>
          <chakra.h3 fontWeight="bold" fontSize="sm" color="brand.700" mb={2}>
            {group.dincName}
          </chakra.h3>
          <chakra.ul listStyleType="none" p={0} m={0}>
            {group.infoNoticeList.slice(0, MENU_ITEMS_PER_GROUP).map((item) => (
              <chakra.li key={item.topicid} py={1} fontSize="sm" _hover={{ color: 'brand.600' }}>
                <Link to="/{-$locale}/serve/webView/{-$topicid}" params={{ ...localeParam, topicid: item.topicid }}>
                  {item.name}
                </Link>
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      ))}
    </Grid>
  );
}
