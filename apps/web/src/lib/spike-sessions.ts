import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FlashSaleGoods,
  FlashSaleSession,
  SpikeSessions,
} from '@yaocai/domain/contracts/activity-responses';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { sessionPhase } from './flash-sale-session';
import { useServerNow } from './server-clock';

// Silent: /ms shows its own failure, and on goods pages the flash offer is an extra left out.
export const getSpikeSessions = (signal?: AbortSignal) =>
  api.get<SpikeSessions>(apiPaths.activity.spikeSessions, { silent: true, signal });

// One answer for /ms and every goods card and page: the sessions are the same for every buyer, and
// each page works out from the server's clock which of them runs, so a start or an end needs no refetch.
export const spikeSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'spike_sessions'],
    queryFn: ({ signal }) => getSpikeSessions(signal),
    staleTime: 30_000,
  });

export const useSpikeSessions = () => useQuery(spikeSessionsQueryOptions());

/** A goods on sale in a running flash-sale session, as a card or the detail page offers it. */
export interface FlashOffer {
  goods: FlashSaleGoods;
  session: FlashSaleSession;
  /** The server's time (ms), ticking each second while the goods is in a session to come or running. */
  now: number;
}

const sessionsHolding = (sessions: FlashSaleSession[] | undefined, goodsId: number) =>
  (sessions ?? []).flatMap((session) => {
    const goods = session.goods.find((item) => item.id === goodsId);
    return goods ? [{ goods, session }] : [];
  });

/**
 * The running flash sale of a goods by the server's clock, or null. Only a goods in some session
 * ticks the clock, so a page of cards re-renders nothing each second but the few on sale.
 */
export function useFlashOffer(goodsId: number): FlashOffer | null {
  const { data } = useSpikeSessions();
  const holding = sessionsHolding(data?.sessions, goodsId);
  const now = useServerNow(holding.length > 0);
  const running = holding.find(({ session }) => sessionPhase(session, now) === 'running');
  return running ? { ...running, now } : null;
}
