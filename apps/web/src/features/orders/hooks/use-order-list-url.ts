import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseOrderListState, toOrderListSearch, type OrderListState } from '../order-list-url';

/** The tab, page and keyword live in the URL; any change but paging starts again at page 1. */
export function useOrderListUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMemo(() => parseOrderListState(searchParams), [searchParams]);
  const go = useCallback(
    (patch: Partial<OrderListState>) => setSearchParams(toOrderListSearch({ ...list, page: 1, ...patch })),
    [list, setSearchParams],
  );
  return { list, go };
}
