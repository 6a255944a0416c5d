import { Form, Input } from 'antd';
import { brandBody, type AdminBrand } from '@yaocai/domain/contracts/admin-catalog';
import { ImageUpload } from '../../../components/image-upload';
import { ListEditor } from '../../../components/list-editor';
import { SortField } from '../../../components/sort-field';
import { schemaRule } from '../../../lib/form-rules';
import { catalogSource } from '../api/catalog-lists';

type BrandValues = Pick<AdminBrand, 'name' | 'logo' | 'sort'>;

/** 品牌: the brands goods are filed under (the shop's brand zone and filter). */
export function BrandsEditor() {
  return (
    <ListEditor<AdminBrand, BrandValues>
      source={catalogSource('brands')}
      noun="品牌"
      valuesOf={(row) => ({ name: row?.name ?? '', logo: row?.logo ?? '', sort: row?.sort ?? 0 })}
      deleteQuestion={(row) => (row.goods > 0 ? null : `确定删除品牌「${row.name}」吗？`)}
      columns={[
        {
          title: '图标',
          dataIndex: 'logo',
          width: 90,
          render: (logo: string, row) => (logo ? <img src={logo} alt={row.name} height={32} /> : '—'),
        },
        { title: '名称', dataIndex: 'name' },
        { title: '商品数', dataIndex: 'goods', width: 90, align: 'right' },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={
        <>
          <Form.Item name="name" label="品牌名称" rules={[schemaRule(brandBody.shape.name)]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="logo" label="品牌图标">
            <ImageUpload purpose="goods" alt="品牌图标" />
          </Form.Item>
          <SortField />
        </>
      }
    />
  );
}
