import { chakra, Flex } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';

export interface Tab<T extends string | number> {
  value: T;
  label: string;
}

interface TabListProps<T extends string | number> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The id of each tab, so its panel can be labelled by it (aria-labelledby). */
  tabId: (tab: T) => string;
  /** The id of the one panel the tabs control. */
  panelId: string;
}

/** An ARIA tablist: arrow keys move between the tabs and choose, the chosen one is the only one in the tab order. */
export function TabList<T extends string | number>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
}: TabListProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    buttons.current[next]?.focus();
    onSelect(tabs[next]!.value);
  };
  return (
    <Flex role="tablist" aria-label={label} borderBottomWidth="1px" borderColor="line" gap={{ base: 0, md: 2 }}>
      {tabs.map((tab, index) => {
        const active = tab.value === selected;
        return (
          <chakra.button
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            id={tabId(tab.value)}
            role="tab"
            type="button"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.value)}
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
            {tab.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
