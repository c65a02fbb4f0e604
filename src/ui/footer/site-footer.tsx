import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleParam } from '../locale-link';
import { useInfoGroups } from '../use-info-groups';
import { COMPLAINTS_HOTLINE_OPTION, CONTACT_TELEPHONE, CUSTOMER_HOTLINE } from './contact-numbers';
import { BookmarkButton } from './bookmark-button';
import { SocialLinks } from './social-links';

function FooterHeading({ children }: { children: string }) {
  return (
    <chakra.h2 fontSize="md" fontWeight="bold" mb={3} color="white">
      {children}
    </chakra.h2>
  );
}

/** Hotlines and the complaints channel, info-topic and FAQ links, social accounts, contact telephone, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const groups = useInfoGroups();
  return (
    <chakra.footer bg="#2b2f38" color="whiteAlpha.800" fontSize="sm" mt="auto">
      <Grid
        maxW="1200px"
        mx="auto"
        px={{ base: 4, md: 6 }}
        py={8}
        gap={8}
        templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
      >
        <Box>
          <FooterHeading>{t('frame.footer.serviceTitle')}</FooterHeading>
          <Text>
            {t('frame.footer.hotline')}{' '}
            <chakra.a href={`tel:${CUSTOMER_HOTLINE}`} color="white" fontWeight="bold" fontSize="lg">
              {CUSTOMER_HOTLINE}
            </chakra.a>
          </Text>
          <Text mt={1}>
            {t('frame.footer.complaintsHotline', { number: CUSTOMER_HOTLINE, option: COMPLAINTS_HOTLINE_OPTION })}
          </Text>
          <Text mt={1}>
            <Link to="/{-$locale}/serve/complaints" params={localeParam} className="footer-link">
              {t('frame.footer.complaintsChannel')}
            </Link>
          </Text>
        </Box>
        <Box>
          <FooterHeading>{t('frame.footer.topicsTitle')}</FooterHeading>
          <Grid as="ul" templateColumns="repeat(2, minmax(0, 1fr))" gap={1} listStyleType="none" p={0} m={0}>
            {(groups.data ?? [])
              .filter((group) => group.dincCode !== 'faq')
              .map((group) => (
                <li key={group.dincCode}>
                  <Link
                    to="/{-$locale}/webView"
                    params={localeParam}
                    search={{ type: group.dincCode }}
                    className="footer-link"
                  >
                    {group.dincName}
                  </Link>
                </li>
              ))}
            <li>
              <Link to="/{-$locale}/serve/questionList" params={localeParam} className="footer-link">
                {t('frame.footer.faq')}
              </Link>
            </li>
          </Grid>
        </Box>
        <Box>
          <FooterHeading>{t('frame.footer.followTitle')}</FooterHeading>
          <SocialLinks />
          <Text mt={4}>
            {t('frame.footer.contactTelephone')}{' '}
            <chakra.a href={`tel:${CONTACT_TELEPHONE}`} color="white">
              {CONTACT_TELEPHONE}
            </chakra.a>
          </Text>
        </Box>
      </Grid>
      <Flex
        borderTop="1px solid"
        borderColor="whiteAlpha.300"
        py={4}
        px={4}
        justify="center"
        align="center"
        textAlign="center"
        fontSize="xs"
        gap={4}
        wrap="wrap"
      >
        <span>{t('frame.footer.copyright', { year: new Date().getFullYear() })}</span>
        <BookmarkButton />
      </Flex>
    </chakra.footer>
  );
}
