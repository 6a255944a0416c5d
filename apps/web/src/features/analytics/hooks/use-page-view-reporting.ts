import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '../api/report-page-view';

/** Reports every route change; the referrer is the previous in-app page, or the document's on entry. */
export function usePageViewReporting(routeName: string) {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  const path = `${pathname}${search}`;

  useEffect(() => {
    // The loading route is only a hop to the real page, which reports itself.
    if (routeName === 'loading' || previous.current === path) return;
    const referrer = previous.current ?? document.referrer;
    previous.current = path;
    void reportPageView({
      path: path.slice(0, 500),
      route_name: routeName ? routeName.slice(0, 50) : undefined,
      referrer: referrer ? referrer.slice(0, 500) : undefined,
    });
  }, [path, routeName]);
}
