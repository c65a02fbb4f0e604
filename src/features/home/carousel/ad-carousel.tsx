import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { AppPathLink } from '../app-path-link';
import { AdPicture, adPictureCss } from './ad-picture';
import { useCarousel } from './use-carousel';

const controlButton = {
  type: 'button',
  minW: '9',
  h: '9',
  px: '2',
  borderRadius: 'full',
  bg: 'rgba(0, 0, 0, 0.55)',
  color: 'white',
  fontSize: 'md',
  lineHeight: 1,
  _hover: { bg: 'rgba(0, 0, 0, 0.75)' },
} as const;

/** The APG carousel: pause/play first, previous/next, a picker per slide; only the shown slide is exposed. */
export function AdCarousel({ ads, locale }: { ads: readonly Ad[]; locale: Locale }) {
  const { t } = useTranslation();
  const slidesId = useId();
  const carousel = useCarousel(ads.length);
  if (ads.length === 0) return null;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      position="relative"
      borderRadius="xl"
      overflow="hidden"
      bg="surface"
      h={{ lg: 'full' }}
      css={adPictureCss}
      onMouseEnter={carousel.hold}
      onMouseLeave={carousel.release}
      onFocus={carousel.hold}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && carousel.release()}
    >
      {/* first in the tab order, as the APG carousel asks, though drawn over the slides' bottom */}
      {ads.length > 1 && (
        <Flex
          position="absolute"
          zIndex="1"
          bottom={{ base: '2', md: '3' }}
          left={{ base: '2', md: '4' }}
          gap="2"
          align="center"
        >
          <chakra.button
            {...controlButton}
            aria-label={t(carousel.playing ? 'home.carousel.pause' : 'home.carousel.play')}
            onClick={carousel.togglePlaying}
          >
            {carousel.playing ? '❚❚' : '▶'}
          </chakra.button>
          <chakra.button
            {...controlButton}
            aria-controls={slidesId}
            aria-label={t('home.carousel.previous')}
            onClick={carousel.previous}
          >
            ‹
          </chakra.button>
          <chakra.button
            {...controlButton}
            aria-controls={slidesId}
            aria-label={t('home.carousel.next')}
            onClick={carousel.next}
          >
            ›
          </chakra.button>
          <Flex gap="0.5" align="center" ml="1">
            {ads.map((ad, index) => (
              <chakra.button
                key={ad.id}
                type="button"
                aria-label={t('home.carousel.goTo', { index: index + 1, title: ad.title })}
                aria-current={index === carousel.index ? 'true' : undefined}
                onClick={() => carousel.show(index)}
                h="6"
                minW="6"
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                <chakra.span
                  display="block"
                  w={index === carousel.index ? '6' : '2.5'}
                  h="2.5"
                  borderRadius="full"
                  bg={index === carousel.index ? 'white' : 'rgba(255, 255, 255, 0.6)'}
                  boxShadow="0 0 0 1px rgba(0, 0, 0, 0.3)"
                  transition="width 0.2s"
                  _motionReduce={{ transition: 'none' }}
                />
              </chakra.button>
            ))}
          </Flex>
        </Flex>
      )}
      <Box id={slidesId} h={{ lg: 'full' }} aria-live={carousel.playing ? 'off' : 'polite'}>
        {ads.map((ad, index) => (
          <Box
            key={ad.id}
            h={{ lg: 'full' }}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.carousel.slide', { index: index + 1, count: ads.length })}
            hidden={index !== carousel.index}
          >
            <AppPathLink href={ad.link} locale={locale} display="block" position="relative" h={{ lg: 'full' }}>
              <AdPicture ad={ad} first={index === 0} />
              {/* the banners carry no text, so one picture serves every language and the title is laid over it */}
              <Text
                position="absolute"
                top={{ base: '3', md: '8' }}
                left={{ base: '4', md: '10' }}
                // Clear of the artwork, which sits on the banners' right.
                right={{ base: '25%', md: '40%' }}
                color="white"
                fontWeight="bold"
                fontSize={{ base: 'md', sm: 'lg', md: '3xl' }}
                lineHeight="short"
                textShadow="0 2px 6px rgba(0, 0, 0, 0.45)"
              >
                {ad.title}
              </Text>
            </AppPathLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
