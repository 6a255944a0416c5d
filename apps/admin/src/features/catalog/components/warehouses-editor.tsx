import { Form, Input } from 'antd';
import { warehouseBody, type AdminWarehouse } from '@yaocai/domain/contracts/admin-catalog';
import { ListEditor } from '../../../components/list-editor';
import { SortField } from '../../../components/sort-field';
import { schemaRule } from '../../../lib/form-rules';
import { catalogSource } from '../api/catalog-lists';

type WarehouseValues = Pick<AdminWarehouse, 'name' | 'sort'>;

/** 仓库: where stock is kept; goods show their stock per warehouse. */
export function WarehousesEditor() {
  return (
    <ListEditor<AdminWarehouse, WarehouseValues>
      source={catalogSource('warehouses')}
      noun="仓库"
      intro="有库存记录的仓库不能删除；已下过单的仓库也不能删除。"
      valuesOf={(row) => ({ name: row?.name ?? '', sort: row?.sort ?? 0 })}
      deleteQuestion={(row) => (row.goods > 0 ? null : `确定删除仓库「${row.name}」吗？`)}
      columns={[
        { title: '名称', dataIndex: 'name' },
        { title: '有库存记录的商品', dataIndex: 'goods', width: 160, align: 'right' },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={
        <>
          <Form.Item name="name" label="仓库名称" rules={[schemaRule(warehouseBody.shape.name)]}>
            <Input maxLength={30} />
          </Form.Item>
          <SortField />
        </>
      }
    />
  );
}
