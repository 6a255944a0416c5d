import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  CHAT_MESSAGES,
  LIVE_FRAME_BYTES_MAX,
  LIVE_MESSAGES,
  LIVE_PATH,
  liveClientFrame,
  liveQuery,
} from '@yaocai/domain/contracts/chat';
import type { LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import { Code, Message } from '@yaocai/domain/codes';
import { badRequest, DomainError, forbidden, invalid, notLoggedIn } from '@yaocai/domain/errors';
import { notLoggedInBody } from '@yaocai/domain/contracts/wire';
import type { LiveTopic } from '../../cache/change-feed.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { handOutQueue, markAbsent, markPresent } from '../../modules/chat/chat-desk.service.ts';
import { textContent } from '../../modules/chat/chat-content.ts';
import {
  conversationRouting,
  postBuyerMessage,
  replyToConversation,
} from '../../modules/chat/chat.service.ts';
import {
  findSessionOperator,
  OPERATOR_SESSION_COOKIE,
} from '../../modules/operators/operator-sessions.service.ts';
import { shownShopSettings } from '../../modules/content/settings.service.ts';
import { isTrustedOrigin } from '../../plugins/csrf.ts';
import { refusals } from '../../plugins/wire.ts';
import { LiveHub, type LivePeer } from './live-hub.ts';

/** Frames past the allowance a connection may send before it is closed. */
const STRIKES_MAX = 20;

/**
 * The live connection (issue 32), one for buyers and the service desk: signed in by the session
 * cookie, from the shop's own pages only; chat messages both ways, and word of what changed.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ live: Config['live']; allowedOrigins: string[] }> = async (
  app,
  options,
) => {
  await app.register(websocket, {
    options: { maxPayload: LIVE_FRAME_BYTES_MAX },
    // A stopping server says it is going away (1001): pages connect again, to another instance.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server stopping');
      this.websocketServer.close(() => done());
    },
  });
  const instance = randomUUID();
  const presentSeconds = options.live.heartbeatSeconds * 3;
  const hub = new LiveHub(app.db, app.log, {
    buyerSessionValid: async (token, userId) => (await app.sessions.find(token))?.userId === userId,
    operatorOf: async (token) => {
      const operator = await findSessionOperator(app.db, token);
      return (
        operator && {
          answers: operator.permissions.has('chat.agent'),
          supervises: operator.permissions.has('chat.supervise'),
        }
      );
    },
    agentsPresent: async (operatorIds) => {
      await markPresent(app.db, instance, operatorIds, presentSeconds);
      await handOutQueue(app.db);
    },
    agentAbsent: (operatorId) => markAbsent(app.db, instance, operatorId),
  });
  const onLive = hub.live.bind(hub);
  const onChange = hub.change.bind(hub);
  const onUp = hub.resync.bind(hub);
  app.feedEvents.on('live', onLive).on('change', onChange).on('up', onUp);
  const heartbeat = setInterval(() => hub.heartbeat(), options.live.heartbeatSeconds * 1000);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    app.feedEvents.off('live', onLive).off('change', onChange).off('up', onUp);
  });

  const peerOf = (request: FastifyRequest, query: z.infer<typeof liveQuery>): LivePeer => {
    if (query.as === 'desk') {
      const operator = request.operator;
      const token = request.cookies[OPERATOR_SESSION_COOKIE];
      if (!operator || !token) throw notLoggedIn();
      const answers = operator.permissions.has('chat.agent');
      const supervises = operator.permissions.has('chat.supervise');
      return {
        kind: 'desk',
        operatorId: operator.id,
        supervises,
        answers,
        atDesk: answers && query.at_desk,
        sessionToken: token,
      };
    }
    if (request.userId === null || request.sessionToken === null) throw notLoggedIn();
    return { kind: 'buyer', userId: request.userId, sessionToken: request.sessionToken };
  };

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: {
      querystring: liveQuery,
      description: 'The live connection (WebSocket, decision 029): chat and word of what changed.',
      response: {
        101: z.null().meta({ description: 'Switching Protocols: the connection is open (no body)' }),
        401: notLoggedInBody,
        ...refusals,
      },
    },
    // After the query is checked (as, after_id), before the upgrade.
    preHandler: async (request) => {
      // Browsers always say where a page opening a socket comes from; cookies would go with any page.
      if (!request.headers.origin || !isTrustedOrigin(request, options.allowedOrigins))
        throw forbidden(LIVE_MESSAGES.foreignOrigin);
      peerOf(request, request.query);
    },
    // A plain request, not an upgrade.
    handler: async () => {
      throw badRequest(LIVE_MESSAGES.upgradeOnly);
    },
    wsHandler: (socket, request) => {
      const peer = peerOf(request, request.query);
      const allowance = allowanceOf(options.live.framesPerSecond);
      let strikes = 0;
      let sending = Promise.resolve();
      const answer = (frame: LiveServerFrame) => hub.reply(socket, frame);
      const refuse = (ref: string | null, code: number, msg: string) =>
        answer({ type: 'error', ref, code, msg });

      socket.on('message', (data, isBinary) => {
        if (!allowance()) {
          refuse(null, Code.tooManyRequests, LIVE_MESSAGES.tooFast);
          if (++strikes > STRIKES_MAX) socket.close(1008, 'too many frames');
          return;
        }
        const frame = isBinary ? null : parseFrame(data.toString());
        if (!frame) return refuse(null, Code.invalid, LIVE_MESSAGES.badFrame);
        if (frame.type === 'ping') return answer({ type: 'pong' });
        if (frame.type === 'chat.typing') {
          void sayTyping(peer, frame.conversation_id).catch((error: unknown) => {
            if (error instanceof DomainError) return refuse(null, error.code, error.message);
            request.log.error({ err: error }, 'typing could not be said');
          });
          return;
        }
        const ref = frame.ref ?? null;
        // One after another, so that a connection's messages are stored in the order it sent them.
        sending = sending.then(() =>
          send(peer, frame.conversation_id, frame.text).then(
            (message) => answer({ type: 'chat.sent', ref, message }),
            (error: unknown) => {
              if (error instanceof DomainError) return refuse(ref, error.code, error.message);
              request.log.error({ err: error }, 'a live chat message could not be stored');
              refuse(ref, Code.serverError, Message.serverBusy);
            },
          ),
        );
      });
      const remove = hub.add(socket as WebSocket, peer, request.query.after_id);
      socket.on('close', remove);
    },
  });

  async function send(peer: LivePeer, conversationId: number | undefined, text: string) {
    if (peer.kind === 'buyer') {
      if (!(await shownShopSettings(app.db, app.caches)).features.is_can_chat)
        throw forbidden(CHAT_MESSAGES.off);
      return postBuyerMessage(app.db, peer.userId, textContent(text));
    }
    if (!peer.answers) throw forbidden(LIVE_MESSAGES.notAgent);
    if (conversationId === undefined) throw invalid('conversation_id', '请选择会话');
    return (await replyToConversation(app.db, peer, conversationId, text)).message;
  }

  /** Tells the other side that `peer` is typing: a buyer's desk, or the buyer of the agent's conversation. */
  async function sayTyping(peer: LivePeer, conversationId: number | undefined) {
    if (peer.kind === 'buyer') return sayLive(app.db, 'typing_buyer', peer.userId);
    if (!peer.answers) throw forbidden(LIVE_MESSAGES.notAgent);
    if (conversationId === undefined) throw invalid('conversation_id', '请选择会话');
    const conversation = await conversationRouting(app.db, conversationId);
    if (!conversation || conversation.state === 'closed' || conversation.agentId !== peer.operatorId) return;
    await sayLive(app.db, 'typing_agent', conversationId);
  }
};

/** Says a live event to every instance at once, stored nowhere (typing). */
async function sayLive(db: Executor, topic: LiveTopic, id: number) {
  await db.execute(sql`select notify_live(${topic}::text, ${id}::bigint)`);
}

function parseFrame(text: string) {
  try {
    const parsed = liveClientFrame.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A token bucket: `perSecond` frames a second, as many again at once; true while a frame is allowed. */
function allowanceOf(perSecond: number): () => boolean {
  const burst = perSecond * 2;
  let tokens = burst;
  let at = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
