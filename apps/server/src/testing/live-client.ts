import WebSocket from 'ws';
import type { ChatAgent, LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import { chatAgentList } from '../modules/chat/chat-desk.service.ts';
import type { TestApp } from './build-test-app.ts';

/** A live connection (/api/ws) as a page opens it, keeping every frame it is sent. */
export class LiveClient {
  readonly frames: LiveServerFrame[] = [];
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  #waiters: (() => void)[] = [];

  private constructor(url: string, headers: Record<string, string>, autoPong: boolean) {
    this.socket = new WebSocket(url, { headers, autoPong });
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as LiveServerFrame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.#waiters.splice(0)) wake();
      });
    });
  }

  /**
   * Opens a connection to `base` (http://host:port) at `path`, with `cookie` and an Origin of the
   * shop's own unless told otherwise; resolves once open, or rejects with the refusal's status.
   * Without `autoPong`, it never answers a ping, as a peer whose network has gone.
   */
  static open(
    base: string,
    path: string,
    cookie: string,
    origin: string | null = base,
    { autoPong = true } = {},
  ): Promise<LiveClient> {
    const headers: Record<string, string> = { cookie };
    if (origin) headers.origin = origin;
    const client = new LiveClient(`${base.replace(/^http/, 'ws')}${path}`, headers, autoPong);
    return new Promise((resolve, reject) => {
      client.socket.once('open', () => resolve(client));
      client.socket.once('unexpected-response', (_request, response) => {
        reject(new Error(`refused: ${response.statusCode}`));
      });
      client.socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (from `from` on) that `match` accepts, waiting up to `ms` for it. */
  async next<T extends LiveServerFrame>(
    match: (frame: LiveServerFrame) => frame is T,
    { from = 0, ms = 5000 } = {},
  ): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED)
        throw new Error(`no such frame; got ${JSON.stringify(this.frames.slice(from))}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }

  /** Waits until `count` frames matching `match` have come. */
  async collect<T extends LiveServerFrame>(
    match: (frame: LiveServerFrame) => frame is T,
    count: number,
    ms = 10_000,
  ): Promise<T[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.filter(match);
      if (found.length >= count) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${found.length} of ${count} frames came`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, Math.min(left, 200));
        this.#waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}

export const isType =
  <K extends LiveServerFrame['type']>(type: K) =>
  (frame: LiveServerFrame): frame is Extract<LiveServerFrame, { type: K }> =>
    frame.type === type;

/** Waits until the desk's agents list says what `done` wants of it (agents come online as their desk connects). */
export async function untilAgents(
  t: TestApp,
  done: (agents: ChatAgent[]) => boolean,
  ms = 5000,
): Promise<ChatAgent[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const agents = await chatAgentList(t.db);
    if (done(agents)) return agents;
    if (Date.now() > deadline) throw new Error(`agents never as wanted: ${JSON.stringify(agents)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Closes an agent's desk and waits until they are no longer online, for the tests after. */
export async function leaveDesk(t: TestApp, live: LiveClient, operatorId: number): Promise<void> {
  await live.close();
  await untilAgents(t, (agents) => !agents.some((agent) => agent.id === operatorId && agent.online));
}
