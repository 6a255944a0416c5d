import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_META, type RouteMeta, type RouteMetaInput } from '../lib/route-meta';
import { routes } from './routes';
import { notFoundHrefFor } from './unknown-path-redirect';

function metaAt(path: string): RouteMeta & { matchedPath: string } {
  const matches = matchRoutes(routes, path) ?? [];
  const meta = matches.reduce<RouteMeta>(
    (merged, match) => ({ ...merged, ...(match.route.handle as RouteMetaInput | undefined) }),
    DEFAULT_ROUTE_META,
  );
  return { ...meta, matchedPath: matches.at(-1)?.route.path ?? '' };
}

describe('route table', () => {
  it.each([
    ['/eleven', 'eleven_index'],
    ['/promotion', 'eleven_index'],
    ['/eleven/ddcj/3', 'eleven_ddcj'],
    ['/promotion/yw', 'eleven_yw'],
    ['/eleven/gq', 'eleven_gq'],
    ['/eleven/bm', 'eleven_bm'],
    ['/404', '404'],
    ['/404/a/b/c', '404'],
    ['/loading', 'loading'],
    ['/jz', 'jz'],
    ['/jz/merry', 'jz'],
    ['/pp', 'pp'],
    ['/ldx', 'ldx'],
    ['/tjzq/1,2', 'tjzq'],
    ['/tjzq/1,2/5', 'tjzq'],
    ['/lq', 'lq'],
    ['/ms', 'ms'],
    ['/lyjm', 'lyjm'],
    ['/xr', 'xr'],
    ['/xr/7', 'xr'],
    ['/luckDraw', 'luckDraw'],
    ['/s12', 's12'],
    ['/12', '12'],
    ['/home', 'home'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/user', 'user_hyzx'],
    ['/order', 'order'],
    ['/dzfp', 'dzfp'],
    ['/cart', 'cart_step1'],
    ['/star', 'star'],
    ['/wdxx', 'wdxx'],
    ['/zhzq', 'zhzq'],
    ['/dzht', 'dzht'],
    ['/list/info/12', 'list_info'],
    ['/list', 'list_index'],
    ['/search', 'list_index'],
    ['/yx', 'list_index'],
    ['/zyyp/table', 'list_table'],
    ['/help/xrzn', 'help_xrzn'],
    ['/help/xrzn/hyzc', 'help_xrzn_hyzc'],
    ['/links', 'links'],
  ])('%s is the %s route with a title', (path, name) => {
    const meta = metaAt(path);
    expect(meta.name).toBe(name);
    expect(meta.title).not.toBe('');
  });

  it('carries the layout meta of the spec', () => {
    expect(metaAt('/ms').right).toBe(true);
    expect(metaAt('/xr').right).toBe(true);
    expect(metaAt('/lyjm').searchJump).toBe(true);
    expect(metaAt('/eleven').searchJump).toBe(true);
    expect(metaAt('/cart').step).toBe(1);
    expect(metaAt('/login')).toMatchObject({ header: false, headerLogin: true, nav: false });
    expect(metaAt('/home')).toMatchObject({ header: true, headerLogin: false, nav: true, footer: true });
  });

  it('sends unknown paths to /404 with up to three segments', () => {
    expect(metaAt('/no/such/page').matchedPath).toBe('*');
    expect(notFoundHrefFor('/no/such/page/at/all')).toBe('/404/no/such/page');
    expect(notFoundHrefFor('/x')).toBe('/404/x');
    expect(notFoundHrefFor('/404/a/b/c/d')).toBe('/404');
  });
});
