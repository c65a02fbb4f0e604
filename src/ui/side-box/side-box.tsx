import { Box, chakra, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../line-icon';
import { useLocaleParam } from '../locale-link';
import { QrPopover } from '../qr-popover';

export interface CustomerChat {
  unreadCount: number;
  /** Opens the chat in a new window (with the user's token when logged in). */
  open: () => void;
}

const itemStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  w: { base: '11', md: '14' },
  h: { base: '11', md: '14' },
  fontSize: '2xs',
  lineHeight: 'shorter',
  textAlign: 'center',
  color: 'ink',
  cursor: 'pointer',
  _hover: { color: 'brand.600', bg: 'brand.50' },
} as const;

function Glyph({ d }: { d: string }) {
  return <LineIcon d={d} size={22} strokeWidth={1.8} round="caps-and-joins" />;
}

function Caption({ children }: { children: ReactNode }) {
  return (
    <chakra.span display={{ base: 'none', md: 'block' }} aria-hidden="true">
      {children}
    </chakra.span>
  );
}

function UnreadDot() {
  return (
    <Box
      position="absolute"
      top="2"
      right="3"
      w="2"
      h="2"
      borderRadius="full"
      bg="brand.600"
      data-testid="chat-unread-dot"
    />
  );
}

/**
 * The box of shortcuts: chat, my orders, app and public-account codes, docs, back to top. From tablet width
 * it floats at the right edge; on a phone it is a row of its own above the footer, since anything floating
 * there would cover the page's own content (a fare column, a select) while the traveller scrolls.
 */
export function SideBox({ chat }: { chat?: CustomerChat }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const hasUnread = (chat?.unreadCount ?? 0) > 0;
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <chakra.aside
      aria-label={t('frame.sideBox.label')}
      position={{ base: 'static', md: 'fixed' }}
      right={{ md: 0 }}
      bottom={{ md: '20%' }}
      zIndex={800}
      display="flex"
      justifyContent="center"
      py={{ base: 3, md: 0 }}
    >
      <Flex
        as="ul"
        direction={{ base: 'row', md: 'column' }}
        listStyleType="none"
        p={0}
        m={0}
        bg="white"
        borderLeftRadius="lg"
        borderRightRadius={{ base: 'lg', md: '0' }}
        boxShadow={{ base: 'sm', md: 'lg' }}
        overflow="visible"
        divideY={{ md: '1px' }}
        divideX={{ base: '1px', md: '0' }}
        divideColor="line"
      >
        {chat ? (
          <li>
            <chakra.button
              type="button"
              aria-label={hasUnread ? t('chat.unread', { count: chat.unreadCount }) : t('frame.sideBox.chat')}
              onClick={chat.open}
              position="relative"
              {...itemStyle}
            >
              <Glyph d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
              {hasUnread ? <UnreadDot /> : null}
              <Caption>{t('frame.sideBox.chat')}</Caption>
            </chakra.button>
          </li>
        ) : null}
        <li>
          <chakra.span asChild {...itemStyle}>
            <Link to="/{-$locale}/member/myOrder" params={localeParam} aria-label={t('frame.sideBox.myOrders')}>
              <Glyph d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />
              <Caption>{t('frame.sideBox.myOrders')}</Caption>
            </Link>
          </chakra.span>
        </li>
        <chakra.li {...itemStyle}>
          <QrPopover
            label={t('frame.sideBox.app')}
            imageSrc="/qr/app-download.svg"
            caption={t('frame.sideBox.appCaption')}
            side="left"
          >
            <Glyph d="M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2" />
            <Caption>{t('frame.sideBox.app')}</Caption>
          </QrPopover>
        </chakra.li>
        <chakra.li {...itemStyle}>
          <QrPopover
            label={t('frame.sideBox.publicAccount')}
            imageSrc="/qr/wechat-account.svg"
            caption={t('frame.sideBox.publicAccountCaption')}
            side="left"
          >
            <Glyph d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z" />
            <Caption>{t('frame.sideBox.publicAccountShort')}</Caption>
          </QrPopover>
        </chakra.li>
        <li>
          <chakra.span asChild {...itemStyle}>
            <Link to="/{-$locale}/webView" params={localeParam} aria-label={t('frame.sideBox.docs')}>
              <Glyph d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8" />
              <Caption>{t('frame.sideBox.docs')}</Caption>
            </Link>
          </chakra.span>
        </li>
        <li>
          <chakra.button type="button" aria-label={t('frame.sideBox.backToTop')} onClick={backToTop} {...itemStyle}>
            <Glyph d="M12 19V5M5 12l7-7 7 7" />
            <Caption>{t('frame.sideBox.top')}</Caption>
          </chakra.button>
        </li>
      </Flex>
    </chakra.aside>
  );
}
