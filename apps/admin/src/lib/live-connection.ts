import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_PATH, type LiveClientFrame } from '@yaocai/domain/contracts/chat';
import type { LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import { operatorKey } from './operator';
import { chatConversationsRoot, chatMessagesKey, chatQueryRoot, dashboardQueryRoot } from './query-keys';

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

type QueryKey = readonly (string | number)[];

/** What each word of the live connection makes the console read again (by query-key prefix). */
function readAgain(frame: LiveServerFrame): readonly QueryKey[] {
  switch (frame.type) {
    case 'todo':
      return [dashboardQueryRoot];
    case 'chat.message':
      return [chatConversationsRoot, chatMessagesKey(frame.message.conversation_id)];
    case 'chat.conversation':
      return [chatQueryRoot, dashboardQueryRoot];
    // Connected again (ready), or events lost: what changed meanwhile was not told.
    case 'resync':
    case 'ready':
      return [dashboardQueryRoot, chatQueryRoot];
    default:
      return [];
  }
}

type FrameListener = (frame: LiveServerFrame) => void;
const listeners = new Set<FrameListener>();
let openSocket: WebSocket | null = null;

/** Hears every frame of the console's live connection (the desk's typing); returns the way to stop. */
export function onConsoleFrame(listener: FrameListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a frame to those listening (the connection does, for each frame it is sent). */
export function hearConsoleFrame(frame: LiveServerFrame): void {
  for (const listener of listeners) listener(frame);
}

/** Says something on the live connection if it is open; false when it is not (nothing is queued). */
export function sayConsole(frame: LiveClientFrame): boolean {
  if (openSocket?.readyState !== WebSocket.OPEN) return false;
  openSocket.send(JSON.stringify(frame));
  return true;
}

/**
 * While an operator is signed in, holds the console's live connection (decision 029): the counts to
 * do and the service desk are read again when the shop says they changed. `atDesk`: an agent on the
 * desk's page, online and handed conversations (decision 030). Connects again after a loss, waiting
 * longer each time; stops when the session has ended (4001); after a change of the operator's
 * permissions (4003) reads them again and connects with them.
 */
export function useConsoleLive(atDesk: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      clearTimeout(timer);
      if (stopped || socket) return;
      const { protocol, host } = window.location;
      const query = atDesk ? '?as=desk&at_desk=1' : '?as=desk';
      const opened = new WebSocket(`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_PATH}${query}`);
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
        for (const queryKey of readAgain(frame)) void queryClient.invalidateQueries({ queryKey });
        hearConsoleFrame(frame);
      };
      opened.onclose = (event) => {
        socket = null;
        if (openSocket === opened) openSocket = null;
        if (stopped || event.code === 4001) return;
        if (event.code === 4003) void queryClient.invalidateQueries({ queryKey: operatorKey });
        timer = setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient, atDesk]);
}
