import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_PATH, type LiveClientFrame } from '@yaocai/domain/contracts/chat';
import type { LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import { useUserBase } from './user-base';

/** Waits before connecting again: doubling from the first to the last, with some jitter. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** What each word of the live connection makes the page read again (by query-key prefix). */
const READ_AGAIN: Partial<Record<LiveServerFrame['type'], readonly (readonly string[])[]>> = {
  cart: [['user', 'base'], ['cart']],
  messages: [
    ['user', 'base'],
    ['user', 'messages'],
  ],
  orders: [['user', 'base'], ['orders']],
  'chat.message': [['user', 'chat-status']],
  'chat.conversation': [
    ['user', 'chat'],
    ['user', 'chat-status'],
  ],
  resync: [['user'], ['cart'], ['orders']],
};

type FrameListener = (frame: LiveServerFrame) => void;
const listeners = new Set<FrameListener>();
/** The connection while it is open, for what the page says on it (typing). */
let openSocket: WebSocket | null = null;

/** Says something on the live connection if it is open; false when it is not (nothing is queued). */
export function sayLive(frame: LiveClientFrame): boolean {
  if (openSocket?.readyState !== WebSocket.OPEN) return false;
  openSocket.send(JSON.stringify(frame));
  return true;
}

/** Hears every frame of the buyer's live connection (the chat widget); returns the way to stop. */
export function onLiveFrame(listener: FrameListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a frame to those listening (the connection does, for each frame it is sent). */
export function hearLiveFrame(frame: LiveServerFrame): void {
  for (const listener of listeners) listener(frame);
}

export function readAgainFor(queryClient: QueryClient, frame: LiveServerFrame): void {
  for (const queryKey of READ_AGAIN[frame.type] ?? []) void queryClient.invalidateQueries({ queryKey });
}

const liveUrl = (location: Location) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;

/**
 * While a buyer is signed in, holds the live connection (decision 029): their badges and orders are
 * read again when the shop says they changed, and chat frames go to those listening. Connects again
 * after a loss, waiting longer each time, and at once when the page comes back online.
 */
export function useLiveConnection(): void {
  const queryClient = useQueryClient();
  const { data: user } = useUserBase();
  const signedIn = !!user;

  useEffect(() => {
    if (!signedIn || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      clearTimeout(timer);
      if (stopped || socket) return;
      const opened = new WebSocket(liveUrl(window.location));
      socket = opened;
      opened.onopen = () => {
        retryMs = RETRY_FIRST_MS;
        openSocket = opened;
      };
      opened.onmessage = (event: MessageEvent<string>) => {
        let frame: LiveServerFrame;
        try {
          frame = JSON.parse(event.data) as LiveServerFrame;
        } catch {
          return;
        }
        readAgainFor(queryClient, frame);
        hearLiveFrame(frame);
      };
      opened.onclose = (event) => {
        socket = null;
        if (openSocket === opened) openSocket = null;
        // Signed out elsewhere: the page learns it from its next read, not by connecting again.
        if (stopped || event.code === 4001) {
          if (event.code === 4001) void queryClient.invalidateQueries({ queryKey: ['user', 'base'] });
          return;
        }
        timer = setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    const online = () => {
      retryMs = RETRY_FIRST_MS;
      connect();
    };
    connect();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      socket?.close();
    };
  }, [signedIn, queryClient]);
}
