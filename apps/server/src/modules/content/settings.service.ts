import { inArray } from 'drizzle-orm';
import { NO_SELLER, type SellerDetails } from '@yaocai/domain/contracts/admin-content';
import {
  DEFAULT_REQUIRED_LICENCES,
  type RequiredLicences,
} from '@yaocai/domain/contracts/licence-requirements';
import { POINTS_PER_YUAN } from '@yaocai/domain/contracts/user';
import type { Caches } from '../../cache/caches.ts';
import type { Executor } from '../../db/client.ts';
import { settings } from './content.tables.ts';

export interface ShopSettings {
  common_config: { hot_line: string; qq1: string; qq2: string };
  quality_inspection: { quality_inspection_url: string; msg: string } | null;
  features: { is_show_youx: boolean; is_can_chat: boolean; is_after_sale: boolean };
  /** Orders of at least free_from_fen ship free; others pay freight_fen. */
  shipping: { free_from_fen: number; freight_fen: number };
  /** An empty title means the one the config names (SITE_TITLE). */
  site: { site_title: string };
  /** The seller printed on invoices and contracts. */
  seller: SellerDetails;
  /** Points a paid order earns for each whole yuan. */
  points: { per_yuan: number };
  /** GSP: a lot is shipped only with at least this many months left before it expires. */
  shelf_life: { min_months: number };
  required_licences: RequiredLicences;
}

const defaultShopSettings: ShopSettings = {
  common_config: { hot_line: '', qq1: '', qq2: '' },
  quality_inspection: null,
  features: { is_show_youx: true, is_can_chat: false, is_after_sale: false },
  shipping: { free_from_fen: 80_000, freight_fen: 1_500 },
  site: { site_title: '' },
  seller: NO_SELLER,
  points: { per_yuan: POINTS_PER_YUAN },
  shelf_life: { min_months: 6 },
  required_licences: DEFAULT_REQUIRED_LICENCES,
};

const keys = Object.keys(defaultShopSettings) as (keyof ShopSettings)[];

/** The shop's settings, each falling back to its default until an operator sets it. */
export async function getShopSettings(db: Executor): Promise<ShopSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...defaultShopSettings, ...stored } as ShopSettings;
}

const shownSettings = (caches: Caches) => caches.open<'settings', ShopSettings>('shopSettings');

/**
 * The settings as pages show them (hot line, features), kept for a few seconds. Prices and
 * shipping charged read getShopSettings().
 */
export const shownShopSettings = (db: Executor, caches: Caches): Promise<ShopSettings> =>
  shownSettings(caches).remember('settings', () => getShopSettings(db));

/** Saves settings; this app's pages show them at once, other instances within the cache's lifetime. */
export async function saveShopSettings(
  db: Executor,
  values: Partial<ShopSettings>,
  caches?: Caches,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  caches?.clear('shopSettings');
}

/** The site's title: the operators' one, or else the config's. */
export const siteTitleOf = (shop: ShopSettings, configured: string): string =>
  shop.site.site_title || configured;

/** The seller as invoices and contracts name it: without a company name set, the site's title. */
export const sellerOf = (shop: ShopSettings, configured: string): SellerDetails => ({
  ...shop.seller,
  company_name: shop.seller.company_name || siteTitleOf(shop, configured),
});
