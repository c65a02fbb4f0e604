import { Box, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrderActions as Actions } from '../../../contract/calls/orders';
import { ActionButton } from '../../ui/action-button';
import { useLocaleParam } from '../../ui/locale-link';

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '5',
  borderRadius: 'md',
  fontWeight: 'medium',
  border: '1px solid',
  textDecoration: 'none',
} as const;
const primaryLink = {
  ...linkStyle,
  bg: 'brand.600',
  color: 'white',
  borderColor: 'brand.600',
  _hover: { bg: 'brand.700' },
} as const;
const secondaryLink = {
  ...linkStyle,
  bg: 'white',
  color: 'ink',
  borderColor: 'line',
  _hover: { bg: 'surface' },
} as const;

interface OrderActionsProps {
  orderNo: string;
  actions: Actions;
  canceling: boolean;
  onCancel: () => void;
}

/** What the traveller can do next: pay (the payment page), cancel (after a confirm), refund, change or check in. */
export function OrderActions({ orderNo, actions, canceling, onCancel }: OrderActionsProps) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  if (!actions.pay && !actions.cancel && !actions.refund && !actions.checkIn && !actions.change) return null;
  return (
    <Flex gap={3} wrap="wrap">
      {actions.pay && (
        <Box asChild {...primaryLink}>
          <Link to="/{-$locale}/defray" params={localeParam} search={{ orderNo }}>
            {t('orders.detail.pay')}
          </Link>
        </Box>
      )}
      {actions.cancel && (
        <ActionButton variant="secondary" onClick={onCancel} disabled={canceling}>
          {t(canceling ? 'orders.detail.canceling' : 'orders.detail.cancel')}
        </ActionButton>
      )}
      {actions.checkIn && (
        <Box asChild {...primaryLink}>
          <Link to="/{-$locale}/serve/checkIn" params={localeParam}>
            {t('orders.detail.checkIn')}
          </Link>
        </Box>
      )}
      {actions.refund && (
        <Box asChild {...secondaryLink}>
          <Link to="/{-$locale}/refund" params={localeParam} search={{ orderNo }}>
            {t('orders.detail.refund')}
          </Link>
        </Box>
      )}
      {actions.change && (
        <Box asChild {...secondaryLink}>
          <Link to="/{-$locale}/order/change" params={localeParam} search={{ orderNo }}>
            {t('orders.detail.change')}
          </Link>
        </Box>
      )}
    </Flex>
  );
}
