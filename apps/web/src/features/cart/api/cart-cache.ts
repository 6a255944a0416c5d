import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import type { CartChange, CartLine, CartState } from '@yaocai/domain/contracts/cart';
import { setUserCartCount } from '../../../lib/user-base';

export const cartKeys = {
  lists: ['cart', 'list'] as const,
  list: (filter: number) => ['cart', 'list', filter] as const,
  hints: ['cart', 'hints'] as const,
  tradeUps: ['cart', 'trade-ups'] as const,
  copyTargets: ['cart', 'copy-targets'] as const,
};

/** Cart changes run one after another, so each answer is the cart after every earlier change. */
export const CART_CHANGE_SCOPE = { id: 'cart-change' };

const filterOf = (queryKey: readonly unknown[]) => queryKey[2] as number;

/**
 * Ticks shown at once but still queued behind earlier cart changes: an earlier change's answer
 * must not untick what the buyer has just ticked (or the reverse) while the tick waits its turn.
 */
const queuedTicks = new Map<number, { selected: boolean; tick: object }>();

const withQueuedTicks = (lines: CartLine[]) =>
  queuedTicks.size === 0
    ? lines
    : lines.map((line) => {
        const queued = queuedTicks.get(line.id);
        const is_selected = queued ? (queued.selected ? 1 : 0) : line.is_selected;
        return is_selected === line.is_selected ? line : { ...line, is_selected };
      });

/** Shows a tick in every cached view now, until `settleTick` with the same tick once it is answered. */
export function showTick(queryClient: QueryClient, tick: { ids: number[]; selected: boolean }) {
  const { ids, selected } = tick;
  for (const id of ids) queuedTicks.set(id, { selected, tick });
  void queryClient.cancelQueries({ queryKey: cartKeys.lists });
  for (const { filter, state } of cachedCarts(queryClient)) {
    if (state)
      queryClient.setQueryData<CartState>(cartKeys.list(filter), {
        ...state,
        data: withQueuedTicks(state.data),
      });
  }
}

export function settleTick(tick: { ids: number[] }) {
  for (const id of tick.ids) if (queuedTicks.get(id)?.tick === tick) queuedTicks.delete(id);
}

/** Every cached view of the cart (one per warehouse filter), with its filter. */
export const cachedCarts = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<CartState>({ queryKey: cartKeys.lists })
    .map(([queryKey, state]) => ({ filter: filterOf(queryKey), state }));

const lineCount = (state: CartState) =>
  state.filter_data.find((entry) => entry.id === CART_DEFAULT_FILTER)?.count ?? state.data.length;

/**
 * Changes answer with the whole cart (filter 99999). It replaces that view; a warehouse view keeps
 * the lines of its warehouse until its own reload brings its totals.
 */
export function applyCartState(queryClient: QueryClient, answer: CartState) {
  const state = { ...answer, data: withQueuedTicks(answer.data) };
  queryClient.setQueryData(cartKeys.list(state.action), state);
  for (const { filter, state: cached } of cachedCarts(queryClient)) {
    if (filter === state.action || !cached || state.action !== CART_DEFAULT_FILTER) continue;
    queryClient.setQueryData<CartState>(cartKeys.list(filter), {
      ...cached,
      data: state.data.filter((line) => line.ck_id === filter),
      filter_data: state.filter_data,
    });
  }
  void queryClient.invalidateQueries({
    queryKey: cartKeys.lists,
    predicate: (query) => filterOf(query.queryKey) !== state.action,
  });
  void queryClient.invalidateQueries({ queryKey: cartKeys.hints });
  void queryClient.invalidateQueries({ queryKey: cartKeys.tradeUps });
  setUserCartCount(queryClient, lineCount(state));
}

/**
 * An edit answers with the edited line, every line's amounts (full-reduction shares move between
 * lines) and the whole cart's totals: each cached view is patched; warehouse views reload for theirs.
 */
export function applyCartChange(queryClient: QueryClient, change: CartChange) {
  const amounts = new Map(change.lines.map((line) => [line.id, line]));
  for (const { filter, state } of cachedCarts(queryClient)) {
    if (!state) continue;
    queryClient.setQueryData<CartState>(cartKeys.list(filter), {
      ...state,
      data: withQueuedTicks(
        state.data.map((line) =>
          line.id === change.line.id ? change.line : { ...line, ...amounts.get(line.id) },
        ),
      ),
      total: filter === CART_DEFAULT_FILTER ? change.total : state.total,
    });
  }
  void queryClient.invalidateQueries({
    queryKey: cartKeys.lists,
    predicate: (query) => filterOf(query.queryKey) !== CART_DEFAULT_FILTER,
  });
  void queryClient.invalidateQueries({ queryKey: cartKeys.hints });
  void queryClient.invalidateQueries({ queryKey: cartKeys.tradeUps });
}

export const useApplyCartState = () => {
  const queryClient = useQueryClient();
  return (state: CartState) => applyCartState(queryClient, state);
};
