import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderFirstScreen } from '@yaocai/domain/contracts/first-screen';

interface FirstScreenRenderer {
  renderFirstScreen: RenderFirstScreen;
}

/** A rendered page's bytes, plain and in each encoding browsers accept, made once. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type Document =
  { kind: 'page'; bytes: EncodedPage } | { kind: 'redirect'; status: number; location: string };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed at full strength, as the build does for its files: it is done once per page. */
async function encode(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

export interface FirstScreensOptions {
  /** The built renderer module; null when the web app was built without it. */
  entry: string | null;
  /** The built index.html the pages are made from. */
  templateFile: string;
  log: FastifyBaseLogger;
}

/** Pages kept at once; a page's first screen depends only on its path and the site's title. */
const KEPT_PATHS = 200;

/**
 * The documents of the pages whose first screen the server renders, by path and site title, each
 * rendered once per process (its template is fixed while it runs; operators may change the title). Null for every other page, and
 * for all of them when the renderer is missing or fails: the browser then renders the page alone,
 * as it would without this.
 */
export class FirstScreens {
  readonly #renderer: Promise<{ renderer: FirstScreenRenderer; template: string } | null>;
  readonly #documents = new LRUCache<string, Promise<Document | null>>({ max: KEPT_PATHS });

  constructor(private readonly options: FirstScreensOptions) {
    // Loading the renderer takes a few hundred milliseconds: started now, awaited by the first page.
    this.#renderer = options.entry ? this.#load(options.entry) : Promise.resolve(null);
  }

  get(pathname: string, siteTitle: string): Promise<Document | null> {
    const key = `${siteTitle}\n${pathname}`;
    let document = this.#documents.get(key);
    if (!document) {
      document = this.#render(pathname, siteTitle);
      this.#documents.set(key, document);
    }
    return document;
  }

  async #load(entry: string) {
    try {
      const [module, template] = await Promise.all([
        import(pathToFileURL(entry).href) as Promise<FirstScreenRenderer>,
        readFile(this.options.templateFile, 'utf8'),
      ]);
      return { renderer: module, template };
    } catch (error) {
      this.options.log.error({ err: error, entry }, 'first screens: the renderer did not load');
      return null;
    }
  }

  async #render(pathname: string, siteTitle: string): Promise<Document | null> {
    const loaded = await this.#renderer;
    if (!loaded) return null;
    try {
      const screen = await loaded.renderer.renderFirstScreen(pathname, {
        template: loaded.template,
        siteTitle,
      });
      if (screen?.kind !== 'page') return screen;
      return { kind: 'page', bytes: await encode(screen.html) };
    } catch (error) {
      this.options.log.error({ err: error, pathname }, 'first screens: rendering failed');
      return null;
    }
  }
}
