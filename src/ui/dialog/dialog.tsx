import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './focus-trap';

/** Spec 9: dialogs are 700 px wide unless a caller asks otherwise. */
export const DEFAULT_DIALOG_WIDTH = 700;

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  fullScreen?: boolean;
}

/** A modal dialog: labelled by its title, traps focus, Esc and the close button close it. */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  width = DEFAULT_DIALOG_WIDTH,
  fullScreen = false,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);
  return createPortal(
    <Flex
      position="fixed"
      inset={0}
      zIndex={1500}
      bg="blackAlpha.600"
      align="center"
      justify="center"
      p={fullScreen ? 0 : 4}
    >
      <Flex
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        direction="column"
        bg="white"
        borderRadius={fullScreen ? 0 : 'lg'}
        boxShadow="xl"
        w={fullScreen ? '100vw' : `min(${width}px, 100%)`}
        h={fullScreen ? '100vh' : 'auto'}
        maxH={fullScreen ? '100vh' : 'calc(100vh - 32px)'}
      >
        <Flex align="center" justify="space-between" px={5} py={3} borderBottom="1px solid" borderColor="line">
          <chakra.h2 id={titleId} fontSize="lg" fontWeight="bold">
            {title}
          </chakra.h2>
          <chakra.button
            type="button"
            aria-label={t('shell.dialog.close')}
            onClick={onClose}
            fontSize="2xl"
            lineHeight="1"
            px={2}
            cursor="pointer"
          >
            ×
          </chakra.button>
        </Flex>
        <Box flex="1" overflow="auto" px={fullScreen ? 0 : 5} py={fullScreen ? 0 : 4}>
          {children}
        </Box>
        {footer ? (
          <Flex justify="flex-end" gap={3} px={5} py={3} borderTop="1px solid" borderColor="line">
            {footer}
          </Flex>
        ) : null}
      </Flex>
    </Flex>,
    document.body,
  );
}
