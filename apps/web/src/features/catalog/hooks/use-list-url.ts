import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listBaseOf, listHref, listModeOf, parseListState, type ListMode, type ListState } from '../list-url';

/** The list's state, read from and written to the URL, so back/forward and shared links just work. */
export function useListUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const base = listBaseOf(location.pathname);
  const mode = listModeOf(location.pathname);
  const state = useMemo(
    () => parseListState(base, new URLSearchParams(location.search)),
    [base, location.search],
  );

  /** Href after a change; any change but paging starts again at page 1. */
  const hrefFor = useCallback(
    (patch: Partial<ListState>, nextMode: ListMode = mode) =>
      listHref(base, nextMode, { ...state, page: 1, ...patch }),
    [base, mode, state],
  );

  const go = useCallback((patch: Partial<ListState>) => void navigate(hrefFor(patch)), [navigate, hrefFor]);

  return { base, mode, state, hrefFor, go };
}
