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
  /** The page keeps its state when left; kept for parity with the spec, React keeps nothing by default. */
  keep: boolean;
  /** Which category menu the navigation strip carries. */
  menu?: MenuVariant;
  /** Submitting the header search jumps to the list page instead of filtering in place. */
  searchJump: boolean;
  /** Do not scroll to the top when entering this route. */
  noScrollTop: boolean;
  /** Path of the parent section, for highlighting navigation. */
  pPath?: string;
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
};

const isMetaInput = (handle: unknown): handle is RouteMetaInput =>
  typeof handle === 'object' && handle !== null && 'name' in handle;

/** Meta of the current route, children overriding their parents (as nested route meta does). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return matches.reduce<RouteMeta>(
    (meta, match) => (isMetaInput(match.handle) ? { ...meta, ...match.handle } : meta),
    DEFAULT_ROUTE_META,
  );
}
