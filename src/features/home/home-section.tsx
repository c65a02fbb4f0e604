import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface HomeSectionProps {
  /** Its catalogue area under `home.` (heading, loadFailed, empty) and the heading's id, `home-<area>-heading`. */
  area: 'routes' | 'notices';
  /** Its content could not be loaded. */
  failed: boolean;
  /** It loaded and there is nothing to list. */
  empty: boolean;
  children: ReactNode;
}

/** A section of the home page under its heading, saying so when its content failed to load or is empty. */
export function HomeSection({ area, failed, empty, children }: HomeSectionProps) {
  const { t } = useTranslation();
  const headingId = `home-${area}-heading`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} fontSize="xl" fontWeight="bold" mb="4">
        {t(`home.${area}.heading`)}
      </Heading>
      {failed && <Text color="muted">{t(`home.${area}.loadFailed`)}</Text>}
      {empty && <Text color="muted">{t(`home.${area}.empty`)}</Text>}
      {children}
    </Box>
  );
}
