import { useSyncExternalStore } from 'react';

// Whether the chat with the service desk is open: opened from the right bar, 我的 and the member
// centre, drawn once by the layout's host.
let open = false;
const subscribers = new Set<() => void>();

const set = (value: boolean) => {
  open = value;
  for (const notify of subscribers) notify();
};

export const openChat = () => set(true);
export const closeChat = () => set(false);

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};

export const useChatOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
