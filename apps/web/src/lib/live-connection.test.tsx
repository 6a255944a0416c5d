import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import type { UserState } from '@yaocai/domain/contracts/user';
import { onLiveFrame, useLiveConnection } from './live-connection';
import { userBaseQueryKey } from './user-base';

/** The browser's socket as the hook uses it: the test plays the server's side. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(frame: LiveServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const buyer = { username: '13800000001', cart: 2 } as unknown as UserState;

function setUp(user: UserState | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userBaseQueryKey, user);
  queryClient.setQueryData(['cart', 'list', 0], []);
  queryClient.setQueryData(['orders', 'list', { state: 0 }], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveConnection(), { wrapper });
  return { queryClient, hook };
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  FakeSocket.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the buyer’s live connection', () => {
  it('is opened for a signed-in buyer only', () => {
    setUp(null);
    expect(FakeSocket.opened).toHaveLength(0);
    setUp(buyer);
    expect(FakeSocket.opened.map((socket) => socket.url)).toEqual([`ws://${window.location.host}/api/ws`]);
  });

  it('reads again what a frame says changed, and hands every frame to those listening', () => {
    const { queryClient } = setUp(buyer);
    const heard: string[] = [];
    const stop = onLiveFrame((frame) => heard.push(frame.type));
    const socket = FakeSocket.opened[0]!;
    act(() => socket.receive({ type: 'cart' }));
    expect(stale(queryClient, userBaseQueryKey)).toBe(true);
    expect(stale(queryClient, ['cart', 'list', 0])).toBe(true);
    expect(stale(queryClient, ['orders', 'list', { state: 0 }])).toBe(false);
    act(() => socket.receive({ type: 'orders' }));
    expect(stale(queryClient, ['orders', 'list', { state: 0 }])).toBe(true);
    act(() => socket.receive({ type: 'pong' }));
    stop();
    act(() => socket.receive({ type: 'messages' }));
    expect(heard).toEqual(['cart', 'orders', 'pong']);
  });

  it('connects again after a loss, waiting longer each time, but not once signed out', () => {
    setUp(buyer);
    act(() => FakeSocket.opened[0]!.drop());
    expect(FakeSocket.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1600));
    expect(FakeSocket.opened).toHaveLength(2);
    act(() => FakeSocket.opened[1]!.drop());
    act(() => vi.advanceTimersByTime(1400));
    expect(FakeSocket.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(FakeSocket.opened).toHaveLength(3);
    act(() => FakeSocket.opened[2]!.drop(4001));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.opened).toHaveLength(3);
  });

  it('closes the connection when the page goes', () => {
    const { hook } = setUp(buyer);
    hook.unmount();
    expect(FakeSocket.opened[0]!.closed).toBe(true);
  });
});
