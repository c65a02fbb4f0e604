import { Box, chakra, Flex } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleParam } from '../locale-link';
import { useMenuOpen } from './use-menu-open';

export interface NavMenuProps {
  label: string;
  /** When set, the label itself is a link and a separate button opens the menu. */
  to?: NonNullable<LinkProps['to']>;
  /** 'dropdown' in the desktop header; 'stacked' inside the phone menu. */
  layout?: 'dropdown' | 'stacked';
  children: ReactNode;
}

/** Focuses the panel's first link or button; false while it has none. */
function focusFirstItem(panel: HTMLElement): boolean {
  const item = panel.querySelector<HTMLElement>('a, button');
  item?.focus();
  return Boolean(item);
}

/** A header menu that opens on hover, on click and by keyboard (Enter, Space, ArrowDown); Esc closes it. */
export function NavMenu({ label, to, layout = 'dropdown', children }: NavMenuProps) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const { open, drawn, setOpen } = useMenuOpen();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isDropdown = layout === 'dropdown';

  const waitingForItems = useRef<MutationObserver | null>(null);
  const stopWaiting = () => {
    waitingForItems.current?.disconnect();
    waitingForItems.current = null;
  };
  // Closing the menu (or leaving the page) ends the wait.
  useEffect(() => (open ? stopWaiting : undefined), [open]);

  // The menus' lists load just after the first paint: a keyboard user quicker than them gets focus moved
  // to the first item when it arrives.
  const openAndFocusFirst = () => {
    setOpen(true);
    requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (!panel || focusFirstItem(panel)) return;
      stopWaiting();
      const observer = new MutationObserver(() => {
        if (focusFirstItem(panel)) stopWaiting();
      });
      observer.observe(panel, { childList: true, subtree: true });
      waitingForItems.current = observer;
    });
  };
  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocusFirst();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const hoverProps = isDropdown ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) } : {};

  return (
    <Box position="relative" onKeyDown={onKeyDown} onBlur={onBlur} {...hoverProps}>
      <Flex align="center" h={isDropdown ? '16' : '12'}>
        {to ? (
          <Link to={to} params={localeParam} className="nav-menu-label">
            {label}
          </Link>
        ) : null}
        <chakra.button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={to ? t('shell.nav.openMenu', { name: label }) : undefined}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={onToggleKeyDown}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          gap={1}
          px={to ? 1 : 0}
          // Beside a label link the toggle is only its arrow: WCAG 2.2 wants a target of 24 px at least.
          minW="6"
          h="10"
          cursor="pointer"
          fontSize="md"
          color="inherit"
        >
          {to ? null : label}
          <chakra.span
            aria-hidden="true"
            fontSize="xs"
            transform={open ? 'rotate(180deg)' : undefined}
            transition="transform 0.15s"
          >
            ▾
          </chakra.span>
        </chakra.button>
      </Flex>
      <Box
        ref={panelRef}
        id={panelId}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        hidden={!open}
        position={isDropdown ? 'absolute' : 'static'}
        top="100%"
        left={isDropdown ? '-4' : undefined}
        zIndex={1000}
        bg="white"
        color="ink"
        boxShadow={isDropdown ? 'lg' : undefined}
        borderRadius={isDropdown ? 'md' : undefined}
        borderTop={isDropdown ? '3px solid' : undefined}
        borderColor="brand.600"
        p={isDropdown ? 5 : 2}
        pl={isDropdown ? 5 : 4}
        minW={isDropdown ? '260px' : undefined}
        // As wide as its columns need (their links do not wrap), within the window.
        w={isDropdown ? 'max-content' : undefined}
        maxW={isDropdown ? 'min(960px, 90vw)' : undefined}
      >
        {drawn ? children : null}
      </Box>
    </Box>
  );
}
