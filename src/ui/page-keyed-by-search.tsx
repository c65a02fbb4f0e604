import { useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { PageFrame } from './page-frame';

/**
 * The view of a route about one thing named in its address (?orderNo=, ?caseNo=): the page gets the value and is
 * keyed by it, so moving to another order or case starts the page afresh instead of keeping the last one's state.
 * The route validates its search (e.g. parseOrderNoSearch), so the value is always a string here.
 */
export function pageKeyedBySearch<Key extends string>(searchKey: Key, Page: ComponentType<Record<Key, string>>) {
  return function PageKeyedBySearch() {
    const search: Record<string, unknown> = useSearch({ strict: false });
    const value = search[searchKey] as string;
    const props = { [searchKey]: value } as Record<Key, string>;
    return (
      <PageFrame>
        <Page key={value} {...props} />
      </PageFrame>
    );
  };
}
