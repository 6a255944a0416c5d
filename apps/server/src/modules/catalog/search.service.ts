import { sql, type SQL } from 'drizzle-orm';
import type { Caches } from '../../cache/caches.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { goods, manufacturers, searchTerms } from './catalog.tables.ts';
import { escapeLike } from '../../db/like.ts';

const SUGGESTION_LIMIT = 10;
const APPROVAL_MATCHES = 50;
export type SearchKind = 'name' | 'manufacturer';

/** The same for every viewer, and derived from search_terms, which changes only when it is refreshed. */
const suggestions = (caches: Caches) => caches.open<string, string[]>('suggestions');

/** Pinyin is stored lower case without spaces; the buyer may type either case and spaces. */
const pinyinForm = (keyword: string): string => keyword.toLowerCase().replace(/\s+/g, '');

/** Approval numbers (国药准字H20003263) are matched once the keyword has a few of their digits. */
const looksLikeApprovalNumber = (keyword: string): boolean => /\d{3,}/.test(keyword);

/** The suggestion query, built once per database and run with the keyword's patterns. */
const suggestionStatement = (db: Executor, name: string) => {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(
      sql`${searchTerms.kind} = ${p('kind')} and (${searchTerms.term} like ${p('contains')} or ${searchTerms.initials} like ${p('pinyinContains')} or ${searchTerms.pinyin} like ${p('pinyinContains')})`,
    )
    .orderBy(
      sql`case
        when ${searchTerms.term} = ${p('exact')} then 0
        when ${searchTerms.term} like ${p('prefix')} then 1
        when ${searchTerms.initials} like ${p('pinyinPrefix')} or ${searchTerms.pinyin} like ${p('pinyinPrefix')} then 2
        else 3 end`,
      sql`${searchTerms.weight} desc`,
      searchTerms.term,
    )
    .limit(SUGGESTION_LIMIT)
    .prepare(name);
};

/**
 * Suggestions for the search box (spec §3: a list of strings): goods names (type 0) or manufacturers
 * (type 1) matching Chinese, full pinyin or pinyin initials, and for goods names also approval numbers.
 * Ranked exact > prefix > initials/pinyin prefix > contains; then by sales, then by name, so the order
 * is stable.
 */
export async function suggest(
  db: Executor,
  caches: Caches,
  keyword: string,
  kind: SearchKind,
): Promise<string[]> {
  if (keyword === '') return [];
  return suggestions(caches).remember(`${kind}:${keyword}`, () => findSuggestions(db, keyword, kind));
}

async function findSuggestions(db: Executor, keyword: string, kind: SearchKind): Promise<string[]> {
  const statement = prepared(db, 'suggest_terms', suggestionStatement);
  const literal = escapeLike(keyword);
  const pinyin = escapeLike(pinyinForm(keyword));
  const terms = await statement.execute({
    kind,
    exact: keyword,
    prefix: `${literal}%`,
    contains: `%${literal}%`,
    pinyinPrefix: `${pinyin}%`,
    pinyinContains: `%${pinyin}%`,
  });
  const names = terms.map((row) => row.term);
  if (kind === 'manufacturer' || names.length >= SUGGESTION_LIMIT || !looksLikeApprovalNumber(keyword))
    return names;
  // No ORDER BY here: it would tempt the planner to walk the name index instead of the trigram index.
  const byApproval = await db
    .select({ name: goods.name })
    .from(goods)
    .where(
      sql`${goods.approvalNumber} ilike ${`%${escapeLike(keyword)}%`} and ${goods.onSale} and not ${goods.isSpecialControl}`,
    )
    .limit(APPROVAL_MATCHES);
  const approvalNames = [...new Set(byApproval.map((row) => row.name))].sort();
  for (const name of approvalNames) if (!names.includes(name)) names.push(name);
  return names.slice(0, SUGGESTION_LIMIT);
}

/**
 * The list filter for a keyword, with the same matching as the suggestions: goods whose name (or,
 * with digits, approval number) matches, whose manufacturer matches, or either. Values come as the
 * placeholders of keywordParams(), so that the list query can be prepared.
 */
export function keywordCondition(keyword: string, kinds: SearchKind[]): SQL {
  const p = (name: string) => sql.placeholder(name);
  const termMatches = sql`(${searchTerms.term} like ${p('kwContains')} or ${searchTerms.initials} like ${p('kwPinyinContains')} or ${searchTerms.pinyin} like ${p('kwPinyinContains')})`;
  const conditions: SQL[] = [];
  if (kinds.includes('name')) {
    conditions.push(
      sql`${goods.name} in (select ${searchTerms.term} from ${searchTerms} where ${searchTerms.kind} = 'name' and ${termMatches})`,
    );
    if (looksLikeApprovalNumber(keyword))
      conditions.push(sql`${goods.approvalNumber} ilike ${p('kwContains')}`);
  }
  if (kinds.includes('manufacturer')) {
    conditions.push(
      sql`${goods.manufacturerId} in (select ${manufacturers.id} from ${manufacturers} where ${manufacturers.name} in (select ${searchTerms.term} from ${searchTerms} where ${searchTerms.kind} = 'manufacturer' and ${termMatches}))`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Distinguishes the shapes keywordCondition() builds, for naming prepared statements. */
export const keywordShape = (keyword: string, kinds: SearchKind[]): string =>
  `${kinds.join('+')}${kinds.includes('name') && looksLikeApprovalNumber(keyword) ? '+approval' : ''}`;

export function keywordParams(keyword: string): Record<string, string> {
  return {
    kwContains: `%${escapeLike(keyword)}%`,
    kwPinyinContains: `%${escapeLike(pinyinForm(keyword))}%`,
  };
}

/**
 * Rebuilds what is derived from the goods (search terms) after goods changed, and empties this
 * app's catalogue caches (other instances follow within their lifetimes).
 */
export async function refreshSearchTerms(db: Executor, caches?: Caches): Promise<void> {
  await db.refreshMaterializedView(searchTerms).concurrently();
  caches?.clear('listPages', 'listTotals', 'listFacets', 'goodsDetails', 'suggestions');
}
