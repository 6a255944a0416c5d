import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrand, AdminCategory, AdminWarehouse } from '@yaocai/domain/contracts/admin-catalog';
import type { CommonConfig } from '@yaocai/domain/contracts/content';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { goods, goodsCategories } from '../modules/catalog/catalog.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['goods.read', 'goods.write']));
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const category = (body: object) => operator.post<AdminCategory>('/api/admin/catalog/categories', body);

describe('the catalogue’s structure', () => {
  it('adds categories three levels deep in a menu, which the shop then shows', async () => {
    const top = await category({ menu: 'qx', name: '康复器械', sort: 1 });
    expect([top.status, top.body.msg]).toEqual([200, '分类已添加']);
    const child = await category({ menu: 'qx', parent_id: top.body.data.id, name: '轮椅' });
    const grandchild = await category({ menu: 'qx', parent_id: child.body.data.id, name: '电动轮椅' });
    expect(grandchild.body.data).toMatchObject({ menu: 'qx', parent_id: child.body.data.id, goods: 0 });

    const shown = await t.client('10.4.0.1').get<CommonConfig>('/api/focus/common');
    const tree = shown.body.data.category_qx.find((node) => node.id === top.body.data.id);
    expect(tree?.children[0]?.children[0]?.name).toBe('电动轮椅');

    const refusals: [object, string][] = [
      [{ menu: 'qx', parent_id: grandchild.body.data.id, name: '第四级' }, '分类最多3级'],
      [{ menu: 'zy', parent_id: top.body.data.id, name: '错菜单' }, '上级分类不在该菜单中'],
      [{ menu: 'qx', parent_id: 99_999_999, name: '无上级' }, '上级分类不存在'],
      [{ menu: 'xx', name: '坏菜单' }, '所属菜单不正确'],
      [{ menu: 'qx', name: '' }, '请填写分类名称'],
      [{ menu: 'qx', name: '控\u0007制' }, '分类名称不能包含控制字符'],
    ];
    for (const [body, message] of refusals) {
      const written = await writesOf(async () => {
        const answer = await category(body);
        expect([answer.status, answer.body.msg]).toEqual([422, message]);
      });
      expect(written).toEqual([]);
    }
    const moved = await operator.put(`/api/admin/catalog/categories/${child.body.data.id}`, {
      menu: 'qx',
      parent_id: null,
      name: '轮椅',
    });
    expect([moved.status, moved.body.msg]).toEqual([422, '分类创建后不能移动到其他上级或菜单']);
    const renamed = await operator.put<AdminCategory>(`/api/admin/catalog/categories/${child.body.data.id}`, {
      menu: 'qx',
      parent_id: top.body.data.id,
      name: '轮椅与助行器',
      is_show: 0,
    });
    expect(renamed.body.data).toMatchObject({ name: '轮椅与助行器', is_show: false });
  });

  it('deletes a category, brand or warehouse only when nothing is filed under it', async () => {
    const maker = await insertManufacturer(t.db, '鱼跃医疗');
    const store = await insertWarehouse(t.db, '待删仓');
    const filed = await insertGoods(t.db, { manufacturerId: maker, name: '血压计', stock: { [store]: 3 } });
    const brand = await operator.post<AdminBrand>('/api/admin/catalog/brands', { name: '鱼跃' });
    await t.db.update(goods).set({ brandId: brand.body.data.id }).where(eq(goods.id, filed));
    const holder = await category({ menu: 'qx', name: '家用器械' });
    await t.db.insert(goodsCategories).values({ goodsId: filed, categoryId: holder.body.data.id });

    const brands = await operator.get<AdminBrand[]>('/api/admin/catalog/brands');
    expect(brands.body.data.find((row) => row.id === brand.body.data.id)?.goods).toBe(1);
    const warehouses = await operator.get<AdminWarehouse[]>('/api/admin/catalog/warehouses');
    expect(warehouses.body.data.find((row) => row.id === store)?.goods).toBe(1);

    for (const [path, message] of [
      [`/api/admin/catalog/brands/${brand.body.data.id}`, '该品牌下还有 1 个商品，请先移走'],
      [`/api/admin/catalog/warehouses/${store}`, '该仓库下还有 1 个商品，请先移走'],
      [`/api/admin/catalog/categories/${holder.body.data.id}`, '该分类下还有 1 个商品，请先移走'],
    ] as const) {
      const written = await writesOf(async () => {
        const answer = await operator.delete(path);
        expect([answer.status, answer.body.msg]).toEqual([400, message]);
      });
      expect(written).toEqual([]);
    }
    const empty = await operator.post<AdminWarehouse>('/api/admin/catalog/warehouses', {
      name: '新仓',
      sort: 5,
    });
    const removed = await operator.delete(`/api/admin/catalog/warehouses/${empty.body.data.id}`);
    expect([removed.status, removed.body.msg]).toEqual([200, '仓库已删除']);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'catalog'));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'catalog.warehouses.create',
        'catalog.warehouses.delete',
        'catalog.brands.create',
      ]),
    );
  });

  it('lets goods.read read the lists but not change them', async () => {
    const { client: reader } = await signInOperator(t, ['goods.read']);
    expect((await reader.get('/api/admin/catalog/categories')).status).toBe(200);
    const refused = await reader.post('/api/admin/catalog/brands', { name: '无权' });
    expect([refused.status, refused.body.msg]).toEqual([403, '您没有此操作的权限']);
  });
});
