import { useState } from 'react';
import {
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { GOODS_STOCK_MAX, type AdminGoods, type GoodsSort } from '@yaocai/domain/contracts/admin';
import type { GoodsExportInput } from '@yaocai/domain/contracts/admin-jobs';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { ColumnSettings } from '../../../components/column-settings';
import { SavedViews } from '../../../components/saved-views';
import { SelectionBar } from '../../../components/selection-bar';
import { apiPaths, paths } from '../../../config/paths';
import { useStartExport } from '../../../lib/start-export';
import { problemRule } from '../../../lib/form-rules';
import { useRowSelection, useTableState } from '../../../lib/table-state';
import { useCan } from '../../../lib/operator';
import { useGoods } from '../api/get-goods';
import { useUpdateGoods } from '../api/update-goods';
import { BulkEditTable } from '../components/bulk-edit-table';
import { GoodsBulkActions } from '../components/goods-bulk-actions';
import { GoodsFilters } from '../components/goods-filters';
import { OnSaleSwitch } from '../components/on-sale-switch';
import { editOf, goodsChanges, priceProblem, type GoodsEdit } from '../goods-changes';
import { GOODS_FILTER_KEYS, goodsFilterOf, hasGoodsFilter } from '../goods-list-filter';

const NEWEST_FIRST = { field: 'id', order: 'desc' } as const;

/** The columns an operator may hide; the name always shows. */
const HIDEABLE = [
  { key: 'id', title: 'ID' },
  { key: 'ypgg', title: '规格' },
  { key: 'sccj', title: '生产厂家' },
  { key: 'price', title: '价格' },
  { key: 'sales', title: '销量' },
  { key: 'stock', title: '库存' },
  { key: 'on_sale', title: '上架' },
];
const BOTH_WAYS = ['descend', 'ascend', 'descend'] as ('descend' | 'ascend')[];

const priceRule = problemRule(priceProblem);

function StockList({ goods }: { goods: AdminGoods }) {
  if (goods.stock.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical>
      {goods.stock.map((row) => (
        <span key={row.warehouse_id}>
          {row.warehouse}：{row.stock}
        </span>
      ))}
    </Flex>
  );
}

function StockInputs({ goods }: { goods: AdminGoods }) {
  return (
    <Flex vertical gap={4}>
      {goods.stock.map((row, index) => (
        <Space key={row.warehouse_id} size={4}>
          <span style={{ whiteSpace: 'nowrap' }}>{row.warehouse}</span>
          <Form.Item name={['stock', index]} rules={[{ required: true, message: '请填写库存' }]} noStyle>
            <InputNumber
              aria-label={`${row.warehouse}库存`}
              min={0}
              max={GOODS_STOCK_MAX}
              precision={0}
              size="small"
              style={{ width: 110 }}
            />
          </Form.Item>
        </Space>
      ))}
    </Flex>
  );
}

export function GoodsPage() {
  const navigate = useNavigate();
  const table = useTableState(GOODS_FILTER_KEYS, NEWEST_FIRST);
  const { values, update } = table;
  const filter = goodsFilterOf(values);
  const goods = useGoods({
    ...filter,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as GoodsSort, order: table.sort.order } : {}),
  });
  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortOrder: table.sortOrderOf(key),
    sortDirections: BOTH_WAYS,
  });
  const picked = useRowSelection<AdminGoods>((row) => `商品${row.name}`);
  const mayRead = useCan('goods.read');
  const mayWrite = useCan('goods.write');
  const exportGoods = useStartExport<GoodsExportInput>(apiPaths.goods.export);
  const [form] = Form.useForm<GoodsEdit>();
  const [editing, setEditing] = useState<AdminGoods | null>(null);
  const [bulk, setBulk] = useState(false);
  const save = useUpdateGoods({ onSaved: () => setEditing(null) });

  const startEditing = (row: AdminGoods) => {
    form.setFieldsValue(editOf(row));
    setEditing(row);
  };
  const submit = async (row: AdminGoods) => {
    const edit = await form.validateFields().catch(() => null);
    if (!edit) return;
    const changes = goodsChanges(row, edit);
    if (!changes) return setEditing(null);
    save.mutate({ id: row.id, changes });
  };
  const isEditing = (row: AdminGoods) => editing?.id === row.id;

  const columns: TableColumnsType<AdminGoods> = [
    { title: 'ID', dataIndex: 'id', width: 80, ...sortable('id') },
    {
      title: '名称',
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <>
          <div>{mayWrite ? <Link to={paths.goodsEdit.getHref(row.id)}>{name}</Link> : name}</div>
          {row.approval_no && <Typography.Text type="secondary">{row.approval_no}</Typography.Text>}
        </>
      ),
    },
    { title: '规格', key: 'ypgg', dataIndex: 'ypgg', width: 140 },
    { title: '生产厂家', key: 'sccj', dataIndex: 'sccj', width: 180 },
    {
      title: '价格（元）',
      dataIndex: 'price',
      width: 150,
      align: 'right',
      ...sortable('price'),
      render: (price: string, row) =>
        isEditing(row) ? (
          <Form.Item name="price" rules={[priceRule]} style={{ margin: 0 }}>
            <InputNumber<string>
              aria-label={`${row.name} 价格`}
              stringMode
              min="0.01"
              precision={2}
              style={{ width: 120 }}
            />
          </Form.Item>
        ) : (
          `¥${price}`
        ),
    },
    { title: '销量', dataIndex: 'sales', width: 90, align: 'right', ...sortable('sales') },
    {
      title: '库存',
      width: 190,
      ...sortable('stock'),
      render: (_value, row) => (isEditing(row) ? <StockInputs goods={row} /> : <StockList goods={row} />),
    },
    { title: '上架', key: 'on_sale', width: 90, render: (_value, row) => <OnSaleSwitch goods={row} /> },
    ...(mayWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_value: unknown, row: AdminGoods) =>
              isEditing(row) ? (
                <Space size={4}>
                  <Button type="link" size="small" loading={save.isPending} onClick={() => void submit(row)}>
                    保存
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing(null)}>
                    取消
                  </Button>
                </Space>
              ) : (
                <Button
                  type="link"
                  size="small"
                  disabled={editing !== null}
                  onClick={() => startEditing(row)}
                >
                  编辑
                </Button>
              ),
          },
        ]
      : []),
  ];

  const listed = table.tableProps<AdminGoods>(goods.data?.total);
  // A new page or order ends the edit of a row.
  const tableProps: Pick<TableProps<AdminGoods>, 'pagination' | 'onChange'> = {
    pagination: listed.pagination,
    onChange: (...args) => {
      setEditing(null);
      listed.onChange?.(...args);
    },
  };

  return (
    <Page
      title="商品管理"
      extra={
        <Space>
          <Input.Search
            key={values.keywords}
            defaultValue={values.keywords}
            placeholder="名称 / 拼音 / 首字母 / 批准文号 / 生产厂家"
            allowClear
            enterButton="搜索"
            style={{ width: 400 }}
            disabled={bulk}
            onSearch={(keywords) => update({ keywords: keywords.trim() })}
          />
          {mayWrite && !bulk && (
            <Button
              icon={<EditOutlined />}
              onClick={() => {
                setEditing(null);
                setBulk(true);
              }}
            >
              批量编辑
            </Button>
          )}
          {mayWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(paths.goodsNew.getHref())}
            >
              新增商品
            </Button>
          )}
          {mayWrite && (
            <Button icon={<UploadOutlined />} onClick={() => void navigate(paths.goodsImport.getHref())}>
              导入
            </Button>
          )}
          {mayRead && (
            <Button
              icon={<DownloadOutlined />}
              loading={exportGoods.isPending}
              title={values.keywords || hasGoodsFilter(values) ? '导出当前筛选的商品' : '导出全部商品'}
              onClick={() => exportGoods.mutate(filter)}
            >
              导出
            </Button>
          )}
        </Space>
      }
    >
      {goods.isError ? (
        <LoadError error={goods.error} onRetry={() => void goods.refetch()} />
      ) : bulk ? (
        <BulkEditTable
          rows={goods.data?.list ?? []}
          loading={goods.isFetching}
          pagination={table.pagination(goods.data?.total)}
          onClose={() => setBulk(false)}
        />
      ) : (
        <Form form={form} component={false}>
          <Flex justify="space-between" align="start" gap={8}>
            <GoodsFilters values={values} onChange={update} />
            <Space>
              <SavedViews list="goods" current={table.view} onOpen={table.openView} />
              <ColumnSettings columns={HIDEABLE} hidden={table.hidden} onChange={table.setHidden} />
            </Space>
          </Flex>
          {mayWrite && (
            <SelectionBar count={picked.count} onClear={picked.clear}>
              <GoodsBulkActions picked={picked.rows} onDone={picked.clear} />
            </SelectionBar>
          )}
          <Table<AdminGoods>
            rowKey="id"
            columns={table.visible(columns)}
            dataSource={goods.data?.list}
            loading={goods.isFetching}
            locale={{ emptyText: '暂无商品' }}
            rowSelection={mayWrite ? picked.rowSelection : undefined}
            {...tableProps}
          />
        </Form>
      )}
    </Page>
  );
}
