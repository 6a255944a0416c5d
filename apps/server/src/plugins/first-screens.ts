import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type {
  FirstScreenOptions,
  RenderFirstScreen,
  SharedStylesheets,
} from '@yaocai/domain/contracts/first-screen';
import type { FirstScreenDrawn } from '@yaocai/domain/contracts/kept-pages';

interface FirstScreenRenderer {
  renderFirstScreen: RenderFirstScreen;
  sharedStylesheets: SharedStylesheets;
}

/** A rendered page's bytes, plain and in each encoding browsers accept. */
export interface EncodedPage {
  identity: Buffer;
  encodedAs(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

export type Document =
  | { kind: 'page'; bytes: EncodedPage; drawn: FirstScreenDrawn }
  | { kind: 'redirect'; status: number; location: string };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed at full strength, as the build does for its files, once: the page is sent to many. */
async function encodedOnce(text: string): Promise<EncodedPage> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, encodedAs: (encoding) => Promise.resolve(encoding === 'br' ? br : gz) };
}

/**
 * Compressed when sent, in the encoding asked for alone: the page is drawn for one request. Brotli at
 * full strength took a buyer's list page (230 KB) a third of a second; at quality 5, 5 ms for 17 %
 * more bytes.
 */
function encodedWhenSent(text: string): EncodedPage {
  const identity = Buffer.from(text);
  return {
    identity,
    encodedAs: (encoding) =>
      encoding === 'br'
        ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipped(identity, { level: 6 }),
  };
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
 * A page drawn with its data is drawn again when asked for this long after it was: goods' prices and
 * stock change. The one kept is sent meanwhile, so no visitor waits for the drawing, and the app,
 * given the same data, reads it again once it is older than its queries' 30 s.
 */
const DATA_FRESH_MS = 10_000;
/**
 * Signed-in buyers' pages drawn at once, each for its request alone; a buyer asking while these are
 * is sent the page's loading states, so that no number of requests can keep the process drawing.
 */
const BUYER_DRAWS_AT_ONCE = 2;

interface Kept {
  document: Promise<Document | null>;
  drawnAt: number;
  redrawing?: boolean;
}

/**
 * The documents of the pages whose first screen the server renders. A visitor's by path and site
 * title, each rendered once per process (its template is fixed while it runs; operators may change
 * the title), those drawn with data again when they are old (DATA_FRESH_MS); a signed-in buyer's
 * for each request (`forBuyer`). Null for every other page, and for all of them when the renderer is
 * missing or fails: the browser then renders the page alone, as it would without this.
 */
export class FirstScreens {
  readonly #renderer: Promise<{ renderer: FirstScreenRenderer; template: string } | null>;
  readonly #documents = new LRUCache<string, Kept>({ max: KEPT_PATHS });
  #stylesheets?: Promise<Map<string, EncodedPage>>;
  /** A page drawn with data for the first time; while one is, others are sent with loading states. */
  #drawingNew = false;
  #buyerDraws = 0;

  constructor(private readonly options: FirstScreensOptions) {
    // Loading the renderer takes a few hundred milliseconds: started now, awaited by the first page.
    this.#renderer = options.entry ? this.#load(options.entry) : Promise.resolve(null);
  }

  /** `readApi` given, the page is drawn with its data and `url` may carry a query. */
  get(url: string, siteTitle: string, readApi?: FirstScreenOptions['readApi']): Promise<Document | null> {
    const key = `${siteTitle}\n${readApi ? 'data' : 'loading'}\n${url}`;
    const kept = this.#documents.get(key);
    if (!kept && readApi) {
      // Each new query is a new page to draw: one at a time, so that visitors asking for many
      // cannot keep the process drawing.
      if (this.#drawingNew) return this.get(pathOf(url), siteTitle);
      this.#drawingNew = true;
      const document = this.#render(url, siteTitle, readApi, 'data').finally(() => {
        this.#drawingNew = false;
      });
      this.#documents.set(key, { document, drawnAt: Date.now() });
      return document;
    }
    if (!kept) {
      const document = readApi
        ? this.#render(url, siteTitle, readApi, 'data')
        : this.#render(url, siteTitle, undefined, 'loading');
      this.#documents.set(key, { document, drawnAt: Date.now() });
      return document;
    }
    if (readApi && !kept.redrawing && Date.now() - kept.drawnAt > DATA_FRESH_MS) {
      kept.redrawing = true;
      const drawnAt = Date.now();
      const document = this.#render(url, siteTitle, readApi, 'data');
      void document.then(() => this.#documents.set(key, { document, drawnAt }));
    }
    return kept.document;
  }

  /**
   * A signed-in buyer's page drawn with `readApi` reading as them, for this request alone: kept
   * nowhere, as it carries their prices and cart. The page's loading states while others are drawn.
   */
  async forBuyer(
    url: string,
    siteTitle: string,
    readApi: NonNullable<FirstScreenOptions['readApi']>,
  ): Promise<Document | null> {
    if (this.#buyerDraws >= BUYER_DRAWS_AT_ONCE) return this.get(pathOf(url), siteTitle);
    this.#buyerDraws += 1;
    try {
      return await this.#render(url, siteTitle, readApi, 'buyer');
    } finally {
      this.#buyerDraws -= 1;
    }
  }

  /** The stylesheet the pages link at `href`, if there is one; all made once. */
  async stylesheet(href: string): Promise<EncodedPage | null> {
    this.#stylesheets ??= this.#renderer
      .then(async (loaded) => {
        const sheets = loaded?.renderer.sharedStylesheets() ?? [];
        return new Map(
          await Promise.all(sheets.map(async ({ href, css }) => [href, await encodedOnce(css)] as const)),
        );
      })
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'first screens: the shared stylesheets failed');
        return new Map();
      });
    return (await this.#stylesheets).get(href) ?? null;
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

  async #render(
    url: string,
    siteTitle: string,
    readApi: FirstScreenOptions['readApi'],
    drawn: FirstScreenDrawn,
  ): Promise<Document | null> {
    const loaded = await this.#renderer;
    if (!loaded) return null;
    try {
      const screen = await loaded.renderer.renderFirstScreen(url, {
        template: loaded.template,
        siteTitle,
        ...(readApi && { readApi }),
      });
      if (screen?.kind !== 'page') return screen;
      const bytes = drawn === 'buyer' ? encodedWhenSent(screen.html) : await encodedOnce(screen.html);
      return { kind: 'page', bytes, drawn };
    } catch (error) {
      this.options.log.error({ err: error, url }, 'first screens: rendering failed');
      return null;
    }
  }
}

const pathOf = (url: string) => url.split('?', 1)[0]!;
