import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseInvoiceFilters, toInvoiceSearch, type InvoiceFilters } from '../invoice-list-url';

/** The filters and page live in the URL; any change but paging starts again at page 1. */
export function useInvoiceListUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseInvoiceFilters(searchParams), [searchParams]);
  const go = useCallback(
    (patch: Partial<InvoiceFilters>) => setSearchParams(toInvoiceSearch({ ...filters, page: 1, ...patch })),
    [filters, setSearchParams],
  );
  return { filters, go };
}
