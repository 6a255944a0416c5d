import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

// The answers a first screen rendered by the server was drawn with (first-screen.tsx), handed to the
// app in the document, so that its first render draws the same page rather than loading states.
const ELEMENT_ID = 'yc-first-screen-data';

/** An attribute of `<html>` while the server's first screen is on the page, not yet the app's. */
export const FIRST_SCREEN_MARK = 'data-first-screen';

export function firstScreenDataScript(queryClient: QueryClient): string {
  // `<` escaped: a `</script>` inside the data would otherwise end the element.
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

export function takeFirstScreenData(queryClient: QueryClient): void {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, JSON.parse(element.textContent));
  element.remove();
}
