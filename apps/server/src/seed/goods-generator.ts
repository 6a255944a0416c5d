import {
  goodsKinds,
  type CategoryMenu,
  type goods,
  type GoodsKind,
  type LadderStep,
} from '../modules/catalog/catalog.tables.ts';
import { searchFieldsFor } from '../modules/catalog/search-fields.ts';
import { approvalNumber } from './approval-numbers.ts';
import { categoryTrees, yxTopOfGeneralTop } from './data/categories.ts';
import { ephedrineMedicines } from './data/western.ts';
import { brandOwners, deviceMakerProvinces, manufacturersByKind } from './data/manufacturers.ts';
import { goodsBasesByKind, specialControlBases, type GoodsBase, type GoodsSpec } from './goods-bases.ts';
import { goodsPlaceholderUrl } from '../modules/content/placeholder-images.ts';
import { nth } from './lists.ts';
import { createRandom, type Random } from './random.ts';

type GoodsRow = Omit<typeof goods.$inferInsert, 'manufacturerId' | 'brandId'>;

/** A goods row before insertion: names stand for the ids it will reference. */
export interface GoodsDraft {
  row: GoodsRow;
  manufacturer: string;
  brand: string | null;
  categories: { menu: CategoryMenu; name: string }[];
  /** Stock in the first and second warehouse; null where the warehouse does not hold it. */
  stock: readonly [number | null, number | null];
}

const kindShares: Record<GoodsKind, number> = { western: 0.4, patent: 0.3, herbal: 0.16, device: 0.14 };
/**
 * A goods' own tags: 新 (newly listed). The promotions' tags (秒, 特, 满, 换购, 赠) are worked out by the
 * pages from what runs, never written into a goods. One value still picked, so the goods after it
 * come out as they always did.
 */
const tagValues = ['新'];
const GOODS_SEED = 20_240_601;
/** Middle packs of a goods containing ephedrine one buyer may order a month, in the demo shop. */
const EPHEDRINE_PACKS_A_MONTH = 20;

const allMakers = goodsKinds.flatMap((kind) => manufacturersByKind[kind]);
const brandOfMaker = new Map(brandOwners.map(([brand, maker]) => [maker, brand]));

/** Generates `count` goods, unique by name + spec + manufacturer, the same ones on every run. */
export function generateGoods(count: number, today: Date): GoodsDraft[] {
  const random = createRandom(GOODS_SEED);
  const special = specialControlBases
    .slice(0, count)
    .map((base, index) =>
      markSpecialControl(
        draftFor(base, nth(base.specs, 0), nth(manufacturersByKind.western, index), random, today),
      ),
    );
  const counts = allocate(count - special.length);
  const lists = goodsKinds.map((kind) =>
    combinations(kind, counts[kind]).map(({ base, spec, maker }) =>
      draftFor(base, spec, maker, random, today),
    ),
  );
  return interleave([...lists, special]);
}

/** The most goods generateGoods can make: every spec of every base from every manufacturer. */
export function goodsCapacity(): number {
  return specialControlBases.length + goodsKinds.reduce((sum, kind) => sum + kindCapacity(kind), 0);
}

const kindCapacity = (kind: GoodsKind): number =>
  goodsBasesByKind[kind].reduce((sum, base) => sum + base.specs.length, 0) * allMakers.length;

function allocate(total: number): Record<GoodsKind, number> {
  if (total + specialControlBases.length > goodsCapacity()) {
    throw new Error(`The demo catalogue can make at most ${goodsCapacity()} distinct goods`);
  }
  const counts = { western: 0, patent: 0, herbal: 0, device: 0 };
  for (const kind of goodsKinds)
    counts[kind] = Math.min(Math.floor(total * kindShares[kind]), kindCapacity(kind));
  let rest = total - goodsKinds.reduce((sum, kind) => sum + counts[kind], 0);
  for (const kind of goodsKinds) {
    const added = Math.min(rest, kindCapacity(kind) - counts[kind]);
    counts[kind] += added;
    rest -= added;
  }
  return counts;
}

/**
 * The first `limit` base × spec × manufacturer combinations of a kind, the commonest first: each base's
 * first spec from its first maker, then second specs and second makers, and so on. A base's makers are
 * those of its kind first (rotated so bases differ), then all the others for very large catalogues.
 */
function combinations(kind: GoodsKind, limit: number): { base: GoodsBase; spec: GoodsSpec; maker: string }[] {
  const bases = goodsBasesByKind[kind];
  const maxSpecs = Math.max(...bases.map((base) => base.specs.length));
  const found: { base: GoodsBase; spec: GoodsSpec; maker: string }[] = [];
  for (let level = 0; found.length < limit && level < maxSpecs + allMakers.length - 1; level++) {
    bases.forEach((base, baseIndex) => {
      for (let specIndex = 0; specIndex <= level && specIndex < base.specs.length; specIndex++) {
        const makerIndex = level - specIndex;
        if (makerIndex >= allMakers.length || found.length >= limit) continue;
        found.push({ base, spec: nth(base.specs, specIndex), maker: makerFor(kind, baseIndex, makerIndex) });
      }
    });
  }
  return found;
}

function makerFor(kind: GoodsKind, baseIndex: number, makerIndex: number): string {
  const own = manufacturersByKind[kind];
  if (makerIndex < own.length) return nth(own, (baseIndex * 7 + makerIndex) % own.length);
  const others = allMakers.filter((maker) => !own.includes(maker));
  return nth(others, (baseIndex * 5 + makerIndex - own.length) % others.length);
}

const searchFieldCache = new Map<string, ReturnType<typeof searchFieldsFor>>();
const imageCache = new Map<string, string>();

function draftFor(base: GoodsBase, spec: GoodsSpec, maker: string, random: Random, today: Date): GoodsDraft {
  const packMultiple = random.pick(spec.packMultipleChoices);
  const basePriceFen = clamp(roundTo10(spec.priceFen * (0.82 + random.next() * 0.43)), 150, 30_000);
  const ladderPrice = random.chance(0.2) ? ladderFor(basePriceFen, packMultiple, random) : [];
  const isPreferred = random.chance(0.15);
  const isFreeShipping = random.chance(0.08);
  const dates = datesFor(random, today);
  const searchFields = searchFieldCache.get(base.name) ?? searchFieldsFor(base.name);
  searchFieldCache.set(base.name, searchFields);
  return {
    row: {
      name: base.name,
      ...searchFields,
      kind: base.kind,
      businessScope: base.businessScope,
      approvalNumber: approvalNumber(base.approval, random, deviceMakerProvinces[maker] ?? '苏'),
      spec: spec.label,
      packUnit: spec.packUnit,
      packMultiple,
      basePriceFen,
      retailPriceFen: roundTo10(basePriceFen * (1.25 + random.next() * 0.55)),
      ladderPrice,
      ladderPriceType: ladderPrice.length > 0 ? 1 : 0,
      isFreeShipping,
      freeShippingNumber: isFreeShipping ? packMultiple * random.pick([5, 10, 20]) : 0,
      isPreferred,
      tags: tagsFor(isPreferred, random),
      images: [imageFor(base)],
      ...dates,
      sales: Math.floor(random.next() ** 3 * 20_000),
      ...(ephedrineMedicines.has(base.name) && {
        containsEphedrine: true,
        monthlyLimit: packMultiple * EPHEDRINE_PACKS_A_MONTH,
      }),
    },
    manufacturer: maker,
    brand: brandOfMaker.get(maker) ?? null,
    categories: categoriesFor(base, isPreferred, random),
    stock: stockFor(packMultiple, random),
  };
}

function markSpecialControl(draft: GoodsDraft): GoodsDraft {
  const row = {
    ...draft.row,
    isSpecialControl: true,
    onSale: true,
    isPreferred: false,
    tags: [],
    ladderPrice: [],
  };
  return { ...draft, row: { ...row, ladderPriceType: 0 }, categories: draft.categories.slice(0, 1) };
}

/** Two or three steps from multiples of the middle pack, each step cheaper than the last. */
function ladderFor(basePriceFen: number, packMultiple: number, random: Random): LadderStep[] {
  const first = packMultiple > 1 ? packMultiple * random.pick([2, 3, 5]) : random.pick([5, 10, 20]);
  const numbers = [first, first * random.pick([3, 5]), first * 10].slice(0, random.chance(0.4) ? 3 : 2);
  let priceFen = basePriceFen;
  const steps: LadderStep[] = [];
  for (const number of numbers) {
    priceFen = Math.min(priceFen - 1, Math.floor(priceFen * (0.93 + random.next() * 0.04)));
    if (priceFen <= 0) break;
    steps.push({ number, priceFen });
  }
  return steps;
}

function tagsFor(isPreferred: boolean, random: Random): string[] {
  const tags = isPreferred && random.chance(0.6) ? ['优'] : [];
  if (random.chance(0.15)) tags.push(random.pick(tagValues));
  return tags;
}

function categoriesFor(base: GoodsBase, isPreferred: boolean, random: Random): GoodsDraft['categories'] {
  const refs: GoodsDraft['categories'] = [{ menu: 'general', name: base.general }];
  if (base.zy) refs.push({ menu: 'zy', name: base.zy });
  if (base.qx) refs.push({ menu: 'qx', name: base.qx });
  if (isPreferred) refs.push({ menu: 'yx', name: random.pick(yxChildrenFor(base.general)) });
  return refs;
}

function yxChildrenFor(generalChild: string): string[] {
  const generalTop = categoryTrees.general.find((top) => top.children.includes(generalChild));
  const yxTopName = generalTop && yxTopOfGeneralTop[generalTop.name];
  const yxTop = categoryTrees.yx.find((top) => top.name === yxTopName);
  if (!yxTop) throw new Error(`No yx category for ${generalChild}`);
  return yxTop.children;
}

/** Most goods in both warehouses, some in one only, a few sold out. */
function stockFor(packMultiple: number, random: Random): GoodsDraft['stock'] {
  const roll = random.next();
  const some = (): number => packMultiple * random.int(2, 300);
  if (roll < 0.04) return [0, 0];
  if (roll < 0.13) return [some(), null];
  if (roll < 0.22) return [null, some()];
  return [some(), some()];
}

/** Produced within the last year, expiring two or three years after: 1–3 years from today. */
function datesFor(
  random: Random,
  today: Date,
): { batchNumber: string; producedOn: string; expiresOn: string } {
  const produced = new Date(today);
  produced.setUTCDate(produced.getUTCDate() - random.int(20, 330));
  const expires = new Date(produced);
  expires.setUTCMonth(expires.getUTCMonth() + random.pick([24, 36]));
  const producedOn = produced.toISOString().slice(0, 10);
  const batchNumber = `${producedOn.slice(2).replaceAll('-', '')}${random.int(10, 99)}`;
  return { batchNumber, producedOn, expiresOn: expires.toISOString().slice(0, 10) };
}

function imageFor(base: GoodsBase): string {
  const key = `${base.kind}:${base.name}`;
  const image = imageCache.get(key) ?? goodsPlaceholderUrl(base.kind, base.name);
  imageCache.set(key, image);
  return image;
}

/** Merges the lists so that each is spread evenly over the result (ids mix the kinds). */
function interleave(lists: GoodsDraft[][]): GoodsDraft[] {
  return lists
    .flatMap((list) => list.map((draft, index) => ({ draft, position: (index + 0.5) / list.length })))
    .sort((a, b) => a.position - b.position)
    .map(({ draft }) => draft);
}

const roundTo10 = (value: number): number => Math.round(value / 10) * 10;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
