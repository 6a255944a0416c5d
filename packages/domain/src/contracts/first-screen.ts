// Between the web build's first-screen renderer (apps/web/src/first-screen.tsx) and the server that
// loads it (apps/server/src/plugins/first-screens.ts); decision 011.

/** The document to send for a page path, or the redirect its route asks for. */
export type FirstScreen =
  { kind: 'page'; html: string } | { kind: 'redirect'; status: number; location: string };

export interface FirstScreenOptions {
  /** The built index.html, with its `<!--first-screen-head-->` and `<!--first-screen-->` marks. */
  template: string;
  siteTitle: string;
  /**
   * GETs an API path (with its query) as the page's reader (a visitor, or the signed-in buyer the page
   * is drawn for): the answer's status and parsed body. Given, the page
   * renders with the data it asks for, which the document also carries for the app; absent, the page's
   * data-driven parts render as their loading state.
   */
  readApi?: (path: string) => Promise<{ status: number; data: unknown }>;
}

/** The renderer module's export. Null for a page the browser renders alone. */
export type RenderFirstScreen = (
  /** The page's path, with its query when the page renders with data. */
  pathname: string,
  options: FirstScreenOptions,
) => Promise<FirstScreen | null>;

/**
 * The renderer module's other export: the stylesheets its pages link, with the styles they share, each
 * at an address named by its content (the same in every process of one build).
 */
export type SharedStylesheets = () => { href: string; css: string }[];
