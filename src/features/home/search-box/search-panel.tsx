import { Box } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../ui/tab-list';
import { SearchBox, type SearchBoxProps } from './search-box';

type SearchTab = 'flights' | 'status';
const PANEL_ID = 'home-search-panel';
const tabId = (tab: SearchTab) => `home-search-tab-${tab}`;

export interface SearchPanelProps extends SearchBoxProps {
  /** The flight-status search, shown when its tab is chosen (the home route provides it). */
  statusSearch: ReactNode;
}

/** The home page's search card: book a flight, or look up a flight's status. */
export function SearchPanel({ statusSearch, ...searchBox }: SearchPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SearchTab>('flights');
  const tabs = [
    { value: 'flights', label: t('home.search.heading') },
    { value: 'status', label: t('home.search.tabStatus') },
  ] as const;
  return (
    <Box bg="white" borderRadius="xl" boxShadow="lg" p={{ base: '4', md: '6' }} pt={{ base: '1', md: '2' }} minW={0}>
      <TabList
        label={t('home.search.tabsLabel')}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <Box id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} pt="4">
        {tab === 'flights' ? <SearchBox {...searchBox} /> : statusSearch}
      </Box>
    </Box>
  );
}
