import { getTableName, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  articleCategories,
  articles,
  banners,
  hotSearches,
  links,
  navItems,
  notices,
  TOP_AD_BANNER_ID,
} from '../modules/content/content.tables.ts';
import { saveShopSettings } from '../modules/content/settings.service.ts';
import { chatCannedReplies } from '../modules/chat/chat.tables.ts';
import { HOME_BANNER_ID } from '@yaocai/domain/constants';
import { categoryTrees } from './data/categories.ts';
import { seedFocusContent } from './seed-focus.ts';
import {
  activeNotice,
  cannedReplies,
  friendlyLinks,
  homeCarousel,
  hotSearchWords,
  navSeeds,
  topAd,
  type NavSeed,
} from './data/content.ts';
import {
  HELP_ROOT_CATEGORY_ID,
  helpCategories,
  QUALITY_INSPECTION_ARTICLE,
  rootArticleCategories,
} from './data/help-articles.ts';
import {
  bannerPlaceholderUrl,
  iconPlaceholderUrl,
  stripPlaceholderUrl,
} from '../modules/content/placeholder-images.ts';
import { categoryKey, type CategoryIds } from './seed-catalog.ts';

export async function seedContent(db: Executor, categoryIds: CategoryIds): Promise<void> {
  await db
    .insert(hotSearches)
    .values(hotSearchWords.map((name, sort) => ({ name, url: `/search?keyword=${name}`, sort })));
  await seedNav(db, categoryIds);
  const qualityArticleId = await seedHelpArticles(db);
  await db.insert(links).values(friendlyLinks.map((link, sort) => ({ ...link, sort })));
  await seedBanners(db);
  await seedFocusContent(db);
  await db.insert(notices).values({ content: activeNotice, isActive: true });
  await db.insert(chatCannedReplies).values(cannedReplies.map((reply, sort) => ({ ...reply, sort })));
  await saveShopSettings(db, {
    common_config: { hot_line: '400-800-1234', qq1: '800012345', qq2: '800012346' },
    quality_inspection: { quality_inspection_url: `/help/xrzn/hyzc?id=${qualityArticleId}`, msg: '' },
    features: { is_show_youx: true, is_can_chat: false, is_after_sale: true },
    // A demo company: every detail below is made up.
    seller: {
      company_name: '浙江药采医药有限公司（演示）',
      tax_no: '91330100MA2DEMO01X',
      address: '浙江省杭州市滨江区演示路 88 号',
      phone: '0571-88880000',
      bank_name: '演示银行杭州滨江支行',
      bank_account: '6222 0000 0000 0000 888',
      licence_no: '浙AA5710000（演示）',
    },
  });
}

async function seedNav(db: Executor, categoryIds: CategoryIds): Promise<void> {
  for (const [sort, item] of navSeeds.entries()) {
    const [parent] = await db
      .insert(navItems)
      .values({
        name: item.name,
        url: item.url,
        isOpen: item.isOpen ?? false,
        image: item.badge ? iconPlaceholderUrl(item.badge, '#d9363e') : null,
        sort,
      })
      .returning({ id: navItems.id });
    const children = parent ? navChildren(item, parent.id, categoryIds) : [];
    if (children.length > 0) await db.insert(navItems).values(children);
  }
}

/**
 * A nav child opens a top category of its menu. ids holds that category's id and idss its children's,
 * our reading of the spec's unexplained nav fields.
 */
function navChildren(item: NavSeed, parentId: number, categoryIds: CategoryIds) {
  if (!item.children) return [];
  const { menu, categories } = item.children;
  return categories.map((name, sort) => {
    const id = categoryIds.get(categoryKey(menu, name));
    const top = categoryTrees[menu].find((candidate) => candidate.name === name);
    if (id === undefined || !top) throw new Error(`Nav refers to an unknown ${menu} category ${name}`);
    const childIds = top.children.map((child) => categoryIds.get(categoryKey(menu, child)));
    const filter = menu === 'zy' ? '&zy=2' : menu === 'qx' ? '&qx=2' : menu === 'yx' ? '&yx=1' : '';
    return {
      parentId,
      name,
      url: `${item.url.split('?')[0]}?select=${id}${filter}`,
      ids: String(id),
      idss: childIds.join(','),
      sort,
    };
  });
}

/** Roots keep fixed ids (the help root must be 3); returns the quality-inspection article's id. */
async function seedHelpArticles(db: Executor): Promise<number> {
  await db
    .insert(articleCategories)
    .values(rootArticleCategories.map((root) => ({ ...root, sort: root.id })));
  const tableName = getTableName(articleCategories);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${tableName}, 'id'), (select max(id) from ${articleCategories}))`,
  );
  let qualityArticleId: number | undefined;
  for (const [sort, category] of helpCategories.entries()) {
    const [row] = await db
      .insert(articleCategories)
      .values({ parentId: HELP_ROOT_CATEGORY_ID, name: category.name, sort })
      .returning({ id: articleCategories.id });
    if (!row) continue;
    const inserted = await db
      .insert(articles)
      .values(category.articles.map((article, index) => ({ ...article, categoryId: row.id, sort: index })))
      .returning({ id: articles.id, title: articles.title });
    qualityArticleId ??= inserted.find((article) => article.title === QUALITY_INSPECTION_ARTICLE)?.id;
  }
  if (qualityArticleId === undefined) throw new Error('The quality-inspection article is missing');
  return qualityArticleId;
}

async function seedBanners(db: Executor): Promise<void> {
  await db.insert(banners).values([
    ...homeCarousel.map((banner, sort) => ({
      bannerId: HOME_BANNER_ID,
      title: banner.title,
      image: bannerPlaceholderUrl(banner.title, banner.subtitle, banner.colors),
      url: banner.url,
      sort,
    })),
    {
      bannerId: TOP_AD_BANNER_ID,
      title: topAd.title,
      image: stripPlaceholderUrl(topAd.title, topAd.colors),
      url: topAd.url,
    },
  ]);
}
