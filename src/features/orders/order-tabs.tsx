import { chakra, Flex } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TAB_LABEL_KEYS } from '../../../contract/calls/order-status';
import { ORDER_TABS, type OrderTab } from '../../../contract/first-load/order-tab';

export const orderTabId = (tab: OrderTab) => `order-tab-${tab}`;
export const ORDER_PANEL_ID = 'order-tab-panel';

/** Spec 3 order tabs as an ARIA tablist: arrow keys move between them, the chosen one is the panel's label. */
export function OrderTabs({ selected, onSelect }: { selected: OrderTab; onSelect: (tab: OrderTab) => void }) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + ORDER_TABS.length) % ORDER_TABS.length;
    buttons.current[next]?.focus();
    onSelect(ORDER_TABS[next]!);
  };
  return (
    <Flex role="tablist" aria-label={t('orders.list.tabsLabel')} borderBottomWidth="1px" borderColor="line" gap={{ base: 0, md: 2 }}>
      {ORDER_TABS.map((tab, index) => {
        const active = tab === selected;
        return (
          <chakra.button
            key={tab}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            id={orderTabId(tab)}
            role="tab"
            type="button"
            aria-selected={active}
            aria-controls={ORDER_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            flex={{ base: 1, md: 'none' }}
            px={{ base: 2, md: 5 }}
            py={3}
            mb="-1px"
            bg="transparent"
            cursor="pointer"
            fontWeight={active ? 'semibold' : 'normal'}
            color={active ? 'brand.700' : 'ink'}
            borderBottom="2px solid"
            borderColor={active ? 'brand.600' : 'transparent'}
          >
            {t(ORDER_TAB_LABEL_KEYS[tab])}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
