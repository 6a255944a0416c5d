import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartState } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-cache';

export const getCartList = (filter: number, signal?: AbortSignal) =>
  api.get<CartState>(apiPaths.cart.list, { params: { filter }, signal });

export const getCartListQueryOptions = (filter: number) =>
  queryOptions({
    queryKey: cartKeys.list(filter),
    queryFn: ({ signal }) => getCartList(filter, signal),
  });

interface CartListOptions {
  enabled?: boolean;
  /** The cart page always reloads on entry; the drawer reloads when the cart-changed flag says so. */
  reloadOnMount?: boolean;
}

export const useCartList = (
  filter: number,
  { enabled = true, reloadOnMount = false }: CartListOptions = {},
) =>
  useQuery({
    ...getCartListQueryOptions(filter),
    enabled,
    refetchOnMount: reloadOnMount ? 'always' : true,
  });
