import { useSyncExternalStore } from 'react';

/** What a page offers to send when it opens the chat: the goods it shows, or an order. */
export type ChatOffer =
  | { type: 'goods'; goods_id: number; name: string; detail: string; image: string | null }
  | { type: 'order'; order_id: number; order_no: string; detail: string; image: string | null };

// Whether the chat with the service desk is open, and what the page that opened it offers to send:
// opened from the right bar, 我的, the member centre, a goods page and an order; drawn once by the
// layout's host.
let state: { open: boolean; offer: ChatOffer | null } = { open: false, offer: null };
const subscribers = new Set<() => void>();

const set = (next: typeof state) => {
  state = next;
  for (const notify of subscribers) notify();
};

/** Opens the chat; with an offer, the buyer is asked whether to send its card. */
export const openChat = (offer: ChatOffer | null = null) => set({ open: true, offer });
export const closeChat = () => set({ open: false, offer: null });
/** The offer was sent or put away. */
export const dropChatOffer = () => set({ ...state, offer: null });

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};

export const useChatOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );

export const useChatOffer = (): ChatOffer | null =>
  useSyncExternalStore(
    subscribe,
    () => state.offer,
    () => null,
  );
