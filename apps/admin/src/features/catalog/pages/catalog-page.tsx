import { Tabs } from 'antd';
import { Page } from '../../../components/page';
import { BrandsEditor } from '../components/brands-editor';
import { CategoriesEditor } from '../components/categories-editor';
import { WarehousesEditor } from '../components/warehouses-editor';

/** 分类与品牌: the catalogue's structure — category menus, brands and warehouses. */
export function CatalogPage() {
  return (
    <Page title="分类与品牌">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'categories', label: '商品分类', children: <CategoriesEditor /> },
          { key: 'brands', label: '品牌', children: <BrandsEditor /> },
          { key: 'warehouses', label: '仓库', children: <WarehousesEditor /> },
        ]}
      />
    </Page>
  );
}
