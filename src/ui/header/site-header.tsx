import { Box, chakra, Flex } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';
import { LazyMenuContent } from './lazy-menu-content';
import { LoginBox, type LoginBoxProps } from './login-box';
import { NavMenu } from './nav-menu';
import { SiteLogo } from './site-logo';
import { useMenuOpen } from './use-menu-open';

function MainMenus({ layout }: { layout: 'dropdown' | 'stacked' }) {
  const { t } = useTranslation();
  return (
    <>
      <NavMenu label={t('shell.nav.booking')} layout={layout}>
        <LazyMenuContent menu="booking" />
      </NavMenu>
      <NavMenu label={t('shell.nav.member.title')} to="/{-$locale}/member" layout={layout}>
        <LazyMenuContent menu="member" />
      </NavMenu>
      <NavMenu label={t('shell.nav.tips.title')} layout={layout}>
        <LazyMenuContent menu="tips" />
      </NavMenu>
    </>
  );
}

/** Logo, the three menus, language and login; below 1024 px the menus fold into a menu button. */
export function SiteHeader(props: LoginBoxProps) {
  const { t } = useTranslation();
  const phoneMenu = useMenuOpen();
  const { setOpen: setPhoneMenuOpen } = phoneMenu;
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => setPhoneMenuOpen(false), [pathname, setPhoneMenuOpen]);
  return (
    <chakra.header bg="white" borderBottom="1px solid" borderColor="line" position="relative" zIndex={900}>
      <Flex maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} align="center" justify="space-between" gap={6} minH="16">
        <SiteLogo />
        <chakra.nav aria-label={t('shell.nav.label')} display={{ base: 'none', lg: 'flex' }} gap={6} flex="1">
          <MainMenus layout="dropdown" />
        </chakra.nav>
        <Flex display={{ base: 'none', lg: 'flex' }} align="center" gap={4}>
          <LanguageSwitcher />
          <LoginBox {...props} />
        </Flex>
        <chakra.button
          type="button"
          display={{ base: 'inline-flex', lg: 'none' }}
          aria-expanded={phoneMenu.open}
          aria-controls="phone-menu"
          onClick={() => setPhoneMenuOpen((open) => !open)}
          alignItems="center"
          gap={2}
          px={3}
          h="10"
          border="1px solid"
          borderColor="line"
          borderRadius="md"
          cursor="pointer"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          {t('shell.nav.menu')}
        </chakra.button>
      </Flex>
      <Box
        id="phone-menu"
        hidden={!phoneMenu.open}
        display={{ lg: 'none' }}
        borderTop="1px solid"
        borderColor="line"
        px={4}
        pb={4}
      >
        {phoneMenu.drawn ? (
          <>
            <chakra.nav aria-label={t('shell.nav.label')}>
              <MainMenus layout="stacked" />
            </chakra.nav>
            <Flex align="center" justify="space-between" gap={4} pt={3} borderTop="1px solid" borderColor="line">
              <LanguageSwitcher />
              <LoginBox {...props} />
            </Flex>
          </>
        ) : null}
      </Box>
    </chakra.header>
  );
}
