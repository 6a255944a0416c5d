import { useQuery } from '@tanstack/react-query';
import type { TradeUpZone } from '@yaocai/domain/contracts/activity-trade-up-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-cache';

// Like the hints, an offer beside the cart: a failure shows none rather than an alert.
export const getTradeUps = (signal?: AbortSignal) =>
  api.get<TradeUpZone>(apiPaths.cart.tradeUps, { signal, silent: true });

/** The 换购 running now, against the buyer's selected goods. */
export const useTradeUps = () =>
  useQuery({ queryKey: cartKeys.tradeUps, queryFn: ({ signal }) => getTradeUps(signal) });
