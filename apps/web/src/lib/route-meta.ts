import { useMatches } from 'react-router';

export type MenuVariant = 'general' | 'yx' | 'zy' | 'qx';

/** Route meta from the spec (§2); it decides which parts of the layout a page gets. */
export interface RouteMeta {
  /** Route name as the spec spells it (eleven_index, user_hyzx, cart_step1, ...). */
  name: string;
  title: string;
  /** Checkout step, 1 to 4 and beyond. */
  step?: number;
  /** Full storefront header. */
  header: boolean;
  /** Login-style header (logo, page title, hotline) instead of the full one. */
  headerLogin: boolean;
  headerLoginShadow: boolean;
  /** Navigation strip under the header. */
  nav: boolean;
  /** Right-side bar (account, cart drawer, messages, service). */
  right: boolean;
  footer: boolean;
  /**
   * The page keeps its state when left: coming back, it shows what it showed, at the same scroll
   * position, without loading again (the goods list keeps its results a while).
   */
  keep: boolean;
  /** Which category menu the navigation strip carries. */
  menu?: MenuVariant;
  /** Submitting the header search jumps to the list page instead of filtering in place. */
  searchJump: boolean;
  /** Do not scroll to the top when entering this route. */
  noScrollTop: boolean;
  /** Path of the parent section, for highlighting navigation. */
  pPath?: string;
  /** A phone shows its bottom tab bar (not where the page keeps its own bar there: goods, checkout). */
  phoneTabs: boolean;
  /**
   * The server puts this page's first screen in the HTML it sends (decision 011): always, or only
   * drawn with its reader's data ('data': pages as many as the goods, whose loading state alone
   * would cost a render for each).
   */
  firstScreen?: boolean | 'data';
}

export type RouteMetaInput = Partial<RouteMeta> & Pick<RouteMeta, 'name'>;

export const DEFAULT_ROUTE_META: RouteMeta = {
  name: '',
  title: '',
  header: true,
  headerLogin: false,
  headerLoginShadow: false,
  nav: true,
  right: false,
  footer: true,
  keep: false,
  searchJump: false,
  noScrollTop: false,
  phoneTabs: true,
};

const isMetaInput = (handle: unknown): handle is RouteMetaInput =>
  typeof handle === 'object' && handle !== null && 'name' in handle;

/** Meta of a matched route from its routes' handles, outermost first, children overriding parents. */
export function routeMetaOf(handles: readonly unknown[]): RouteMeta {
  return handles.reduce<RouteMeta>(
    (meta, handle) => (isMetaInput(handle) ? { ...meta, ...handle } : meta),
    DEFAULT_ROUTE_META,
  );
}

/** Meta of the current route. */
export const useRouteMeta = (): RouteMeta => routeMetaOf(useMatches().map((match) => match.handle));
