import { useEffect } from 'react';
import { useSiteTitle } from './site';

/**
 * Titles the document after what the page shows (a goods item, a help article) rather than its
 * route, once that is known.
 */
export function usePageTitle(title: string | undefined) {
  const siteTitle = useSiteTitle();
  useEffect(() => {
    if (!title) return;
    let live = true;
    // The layout sets the route title in its own effect, which runs after ours; ours must land last.
    queueMicrotask(() => {
      if (live) document.title = `${title} - ${siteTitle}`;
    });
    return () => {
      live = false;
    };
  }, [title, siteTitle]);
}
