// How a first screen drawn with data reads it (first-screen.tsx): in the server's process, through the
// `readApi` it is given, as the page's reader (a visitor, or the signed-in buyer it is drawn for).
import { hashKey, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { FirstScreenOptions } from '@yaocai/domain/contracts/first-screen';
import { configureApiClient } from './lib/api-client';
import { toFormBody } from './lib/form-body';
import { sendThrough } from './lib/http';

type ReadApi = NonNullable<FirstScreenOptions['readApi']>;

/** Rounds of reading and drawing again, at most. */
const READING_ROUNDS = 3;
/** Pages (path and query) whose reads are remembered, the least recently drawn forgotten first. */
const REMEMBERED_PAGES = 500;

/**
 * The reads each page was drawn with last time, by its path and query. A page's parts ask for their
 * data only once they are drawn, and some are drawn only once other data has come (the layout's
 * once the session is known, a list's card tags once the list is): found out round by round, each
 * costing a render of the whole page. Asked at once the next time the page is drawn, by anyone:
 * a read is made as the reader the page is drawn for, whoever's drawing remembered it, and one the
 * reader may not make (a visitor's of a buyer's favourites) fails and is left out, as it would be.
 */
const readsLastTime = new Map<string, FetchQueryOptions[]>();

/**
 * Draws the page with its data: what `draw` asks for is read, then drawn again, until it asks for
 * nothing more (READING_ROUNDS at most). Returns the last drawing.
 */
export async function drawWithData(
  page: string,
  queryClient: QueryClient,
  readApi: ReadApi,
  draw: () => string,
): Promise<string> {
  const remembered = readsLastTime.get(page) ?? [];
  let drawn = remembered.length > 0 ? null : draw();
  for (let round = 0; round < READING_ROUNDS; round += 1) {
    const asked = round === 0 ? remembered : [];
    if (asked.length === 0 && pendingQueries(queryClient).length === 0) break;
    await readInTurn(queryClient, readApi, asked);
    drawn = draw();
  }
  remember(page, queryClient);
  return drawn ?? draw();
}

/** What the page read now, added to what it read before (a visitor's page reads less than a buyer's). */
function remember(page: string, queryClient: QueryClient) {
  const reads = new Map(readsLastTime.get(page)?.map((options) => [hashKey(options.queryKey), options]));
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success') reads.set(query.queryHash, query.options as FetchQueryOptions);
  }
  readsLastTime.delete(page);
  readsLastTime.set(page, [...reads.values()]);
  if (readsLastTime.size > REMEMBERED_PAGES) readsLastTime.delete(readsLastTime.keys().next().value!);
}

const pendingQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending');

/** The API client is pointed at one page's `readApi` at a time: pages read in turn. */
let reading: Promise<unknown> = Promise.resolve();
function readInTurn(queryClient: QueryClient, readApi: ReadApi, asked: FetchQueryOptions[]) {
  const turn = reading.then(() => read(queryClient, readApi, asked));
  reading = turn.catch(() => undefined);
  return turn;
}

/**
 * Reads what the page asked for, and what it asked for last time: GETs only, and no toast, alert or
 * navigation, which a failed read leaves to the app in the browser.
 */
async function read(queryClient: QueryClient, readApi: ReadApi, asked: FetchQueryOptions[]) {
  const quiet = () => {};
  const effects = configureApiClient({
    navigate: quiet,
    reload: quiet,
    toastError: quiet,
    toastWarning: quiet,
    alert: quiet,
  });
  const wire = sendThrough(async (method, path, request) => {
    if (method !== 'GET') throw new Error(`a first screen only reads: ${method} ${path}`);
    const query = request.params ? toFormBody(request.params) : '';
    return readApi(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
  });
  try {
    await Promise.all([
      ...asked.map((options) => queryClient.prefetchQuery(options)),
      ...pendingQueries(queryClient).map((query) => query.fetch().catch(() => undefined)),
    ]);
  } finally {
    sendThrough(wire);
    configureApiClient(effects);
  }
}
