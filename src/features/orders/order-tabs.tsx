import { useTranslation } from 'react-i18next';
import { ORDER_TAB_LABEL_KEYS } from '../../../contract/calls/order-status';
import { ORDER_TABS, type OrderTab } from '../../../contract/first-load/order-tab';
import { TabList } from '../../ui/tab-list';

export const orderTabId = (tab: OrderTab) => `order-tab-${tab}`;
export const ORDER_PANEL_ID = 'order-tab-panel';

/** Spec 3's order tabs; the chosen one is the panel's label. */
export function OrderTabs({ selected, onSelect }: { selected: OrderTab; onSelect: (tab: OrderTab) => void }) {
  const { t } = useTranslation();
  const tabs = ORDER_TABS.map((tab) => ({ value: tab, label: t(ORDER_TAB_LABEL_KEYS[tab]) }));
  return (
    <TabList
      label={t('orders.list.tabsLabel')}
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      tabId={orderTabId}
      panelId={ORDER_PANEL_ID}
    />
  );
}
