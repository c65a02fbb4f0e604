import { Box, chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Toast, ToastKind, ToastStore } from './toast-store';

const kindColors: Record<ToastKind, { bg: string; border: string }> = {
  success: { bg: '#edf7ee', border: '#2e7d32' },
  warning: { bg: '#fff7e6', border: '#8a5200' },
  info: { bg: '#eef4fb', border: '#1f5fa8' },
  error: { bg: '#fdecec', border: '#b3261e' },
};

/** One toast: its kind, its message and a close button; hovering or focusing it pauses its 4 s. */
export function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation();
  const colors = kindColors[toast.kind];
  return (
    <Flex
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
      onFocus={() => store.pause(toast.id)}
      onBlur={() => store.resume(toast.id)}
      align="center"
      gap={3}
      bg={colors.bg}
      borderLeft="4px solid"
      borderColor={colors.border}
      borderRadius="md"
      boxShadow="md"
      px={4}
      py={3}
      minW={{ base: 'auto', md: '280px' }}
      maxW="420px"
      opacity={toast.leaving ? 0 : 1}
      transition="opacity 0.3s"
      pointerEvents="auto"
    >
      <chakra.span fontWeight="bold" color={colors.border}>
        {t(`shell.toast.${toast.kind}`)}
      </chakra.span>
      <Box flex="1">{toast.message}</Box>
      <chakra.button
        type="button"
        aria-label={t('shell.toast.close')}
        onClick={() => store.dismiss(toast.id)}
        px={1}
        color="muted"
        cursor="pointer"
      >
        ×
      </chakra.button>
    </Flex>
  );
}
