import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { FIRST_SCREEN_HEADER } from '@yaocai/domain/contracts/kept-pages';
import { SESSION_COOKIE } from '../modules/accounts/sessions.service.ts';
import { shownShopSettings, siteTitleOf } from '../modules/content/settings.service.ts';
import { wireError } from './errors.ts';
import { FirstScreens, type EncodedPage } from './first-screens.ts';
import { registerWebManifest } from './web-manifest.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ASSETS_DIR = `${path.sep}assets${path.sep}`;
/** Where the stylesheet the first screens share is served (apps/web/src/first-screen-styles.tsx). */
const FIRST_SCREEN_STYLES = '/styles/';

/**
 * Serves the built web app; any other GET outside /api and /assets gets index.html so the browser
 * router decides. Built files under /assets/ carry a content hash in their names, so browsers keep
 * them for a year; index.html is checked on every load so a new build is picked up at once. The build
 * writes .br and .gz beside each file, served instead of the file when the browser accepts them.
 * A page whose first screen the server renders (decision 011) gets index.html with it inside.
 * Unknown paths for other methods, and unknown /api and /assets paths, answer the wire format's 404;
 * a known path asked with the wrong method answers 405.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const { distDir } = options;
  registerWebManifest(app, options.siteTitle);
  const firstScreens =
    distDir &&
    new FirstScreens({
      entry: options.firstScreenEntry,
      templateFile: path.join(distDir, 'index.html'),
      log: app.log,
    });
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // `/` is a page like the others, answered below.
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // @fastify/send adds the charset to text types only; SVG is text too. (The build does not
        // precompress SVG, whose type @fastify/static would then set again without the charset.)
        if (filePath.endsWith('.svg')) reply.header('content-type', 'image/svg+xml; charset=utf-8');
      },
    });
  }
  const { adminDistDir } = options;
  if (adminDistDir) {
    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (firstScreens) {
    app.get(
      `${FIRST_SCREEN_STYLES}:file`,
      { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
      async (request, reply) => {
        const sheet = await firstScreens.stylesheet(request.url.split('?', 1)[0]!);
        if (!sheet) return reply.status(404).send(wireError(404));
        return sendEncoded(sheet, request, reply, {
          type: 'text/css; charset=utf-8',
          cacheControl: 'public, max-age=31536000, immutable',
        });
      },
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (adminDistDir && isConsolePage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', adminDistDir);
    }
    if (firstScreens && isPage(request)) {
      const siteTitle = siteTitleOf(await shownShopSettings(app.db, app.caches), options.siteTitle);
      return sendPage(app, firstScreens, siteTitle, request, reply);
    }
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: request.url }));
    if (allowed.length > 0) return methodNotAllowed(reply, allowed);
    return reply.status(404).send(wireError(404));
  });
});

interface WebOptions {
  distDir: string | null;
  /** The operator console's build, served under /admin/. */
  adminDistDir: string | null;
  firstScreenEntry: string | null;
  /** The configured title, shown until operators set one. */
  siteTitle: string;
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * A visitor's first screen is drawn with visitors' data (the same for each, kept by path); a signed-in
 * buyer's with their own, for them alone (their prices, their cart).
 */
async function sendPage(
  app: FastifyInstance,
  firstScreens: FirstScreens,
  siteTitle: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const token = request.cookies[SESSION_COOKIE];
  const signedIn = token !== undefined && (await app.sessions.find(token)) !== null;
  const document = signedIn
    ? await firstScreens.forBuyer(request.url, siteTitle, (path) => readApi(app, path, token))
    : await firstScreens.get(request.url, siteTitle, (path) => readApi(app, path));
  if (document?.kind === 'redirect') return reply.redirect(document.location, document.status);
  if (document?.kind === 'page') {
    reply.header(FIRST_SCREEN_HEADER, document.drawn);
    return sendEncoded(document.bytes, request, reply, document.drawn === 'buyer' ? OWN_PAGE : PAGE);
  }
  return reply.sendFile('index.html');
}

/** GETs an API path in this process, as a visitor or, given their session's token, as that buyer. */
async function readApi(app: FastifyInstance, path: string, sessionToken?: string) {
  if (!path.startsWith('/api/')) throw new Error(`not an API path: ${path}`);
  const answer = await app.inject({
    method: 'GET',
    url: path,
    headers: {
      accept: 'application/json',
      ...(sessionToken !== undefined && { cookie: app.serializeCookie(SESSION_COOKIE, sessionToken, {}) }),
    },
  });
  return { status: answer.statusCode, data: answer.json() as unknown };
}

const PAGE = { type: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
/** A page drawn for one buyer, which no shared cache may keep. */
const OWN_PAGE = { ...PAGE, cacheControl: 'private, no-cache' };

/** As the build's precompressed files are sent: the compression plugin only sees routes' answers. */
async function sendEncoded(page: EncodedPage, request: FastifyRequest, reply: FastifyReply, sent = PAGE) {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  reply.type(sent.type).header('cache-control', sent.cacheControl).header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(await page.encodedAs(encoding));
}

function isPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/assets/') &&
    !request.url.startsWith(FIRST_SCREEN_STYLES)
  );
}

/** A page of the operator console: its router decides, as the shop's does for its own. */
function isConsolePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0]!;
  return (pathname === '/admin' || pathname.startsWith('/admin/')) && !pathname.startsWith('/admin/assets/');
}

function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]) {
  return reply.status(405).header('allow', allowed.join(', ')).send(wireError(405));
}
