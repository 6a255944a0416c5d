import { Input, Table, Tabs, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { Link, useNavigate } from 'react-router';
import type {
  AdminBuyer,
  AdminBuyerListParams,
  BuyerReviewState,
  BuyerSort,
} from '@yaocai/domain/contracts/admin';
import { customerTypeLabel } from '../buyer-segments';
import { BuyerFilters, type BuyerFilterKey } from '../components/buyer-filters';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { ListToolbar } from '../../../components/list-toolbar';
import { SelectionBar } from '../../../components/selection-bar';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { serverSorted, useRowSelection, useTableState } from '../../../lib/table-state';
import { useBuyers } from '../api/get-buyers';
import { AssignManagerAction } from '../components/assign-manager-action';
import { BuyerStatusTag } from '../components/buyer-status-tag';
import { ReviewActions } from '../components/review-actions';

const ALL = 'all';
/** Buyers of any state with a licence they uploaded waiting for review. */
const LICENCES = 'licences';
const FILTER_KEYS: BuyerFilterKey[] = [
  'region',
  'customer_type',
  'manager_id',
  'registered_from',
  'registered_to',
];

const TABS: { key: BuyerReviewState | typeof ALL | typeof LICENCES; label: string }[] = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已通过' },
  { key: 'rejected', label: '已拒绝' },
  { key: LICENCES, label: '资质待审核' },
  { key: ALL, label: '全部' },
];

/** The columns an operator may hide; the phone, the company and the actions always show. */
const HIDEABLE = [
  { key: 'name', title: '联系人' },
  { key: 'segment', title: '类型 / 地区' },
  { key: 'business_scopes', title: '经营范围' },
  { key: 'created_at', title: '注册时间' },
  { key: 'last_login_at', title: '最近登录' },
  { key: 'status', title: '状态' },
];

/** A time as its day over its hour and minute, for a narrow column. */
const TwoLineTime = ({ at }: { at: string }) => {
  const [day, time] = formatTime(at).split(' ');
  return (
    <>
      {day}
      <br />
      {time}
    </>
  );
};

const columnsOf = (sortOrderOf: (field: string) => SortOrder): TableColumnsType<AdminBuyer> => [
  { title: '手机号', dataIndex: 'phone', width: 120 },
  // Cut short with an ellipsis in a narrow window rather than wrapped a character a line.
  { title: '单位名称', dataIndex: 'company', width: 180, ellipsis: true },
  { title: '联系人', key: 'name', dataIndex: 'name', width: 80 },
  {
    title: '类型 / 地区',
    key: 'segment',
    width: 110,
    render: (_value, buyer) =>
      [customerTypeLabel(buyer.customer_type), buyer.region].filter(Boolean).join(' · ') || '—',
  },
  {
    title: '经营范围',
    key: 'business_scopes',
    dataIndex: 'business_scopes',
    width: 120,
    ellipsis: true,
    render: (scopes: string[]) => scopes.join('、') || '—',
  },
  {
    title: '注册时间',
    width: 110,
    render: (at: string) => <TwoLineTime at={at} />,
    ...serverSorted<AdminBuyer>('created_at' satisfies BuyerSort, sortOrderOf),
  },
  {
    title: '最近登录',
    width: 110,
    render: (at: string | null) => (at ? <TwoLineTime at={at} /> : '从未登录'),
    ...serverSorted<AdminBuyer>('last_login_at' satisfies BuyerSort, sortOrderOf),
  },
  {
    title: '状态',
    key: 'status',
    dataIndex: 'status',
    width: 80,
    render: (status: BuyerReviewState) => <BuyerStatusTag status={status} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 160,
    className: 'actions-column',
    render: (_value, buyer) => (
      <>
        <ReviewActions buyer={buyer} size="small" />
        <Link
          to={paths.buyerDetail.getHref(buyer.id)}
          onClick={(event) => event.stopPropagation()}
          style={{ marginLeft: 8 }}
        >
          详情
        </Link>
      </>
    ),
  },
];

export function BuyersPage() {
  const navigate = useNavigate();
  const table = useTableState(['status', 'keywords', ...FILTER_KEYS]);
  const { values, update } = table;
  const mayAssign = useCan('buyers.write');
  const picked = useRowSelection<AdminBuyer>((buyer) => `客户${buyer.company}`);
  const tab = TABS.find(({ key }) => key === values.status)?.key ?? 'pending';
  const buyers = useBuyers({
    status: tab === ALL || tab === LICENCES ? undefined : tab,
    licence_state: tab === LICENCES ? 'pending' : undefined,
    keywords: values.keywords || undefined,
    region: (values.region || undefined) as AdminBuyerListParams['region'],
    customer_type: (values.customer_type || undefined) as AdminBuyerListParams['customer_type'],
    manager_id: values.manager_id === '' ? undefined : Number(values.manager_id),
    registered_from: values.registered_from || undefined,
    registered_to: values.registered_to || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as BuyerSort, order: table.sort.order } : {}),
  });
  return (
    <Page
      title="客户审核"
      extra={
        <Input.Search
          key={values.keywords}
          defaultValue={values.keywords}
          placeholder="手机号 / 单位名称 / 联系人"
          allowClear
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(keywords) => update({ keywords: keywords.trim() })}
        />
      }
    >
      <Tabs
        activeKey={tab}
        items={TABS}
        onChange={(key) => update({ status: key === 'pending' ? '' : key })}
      />
      <ListToolbar list="buyers" table={table} columns={HIDEABLE}>
        <BuyerFilters values={values} onChange={update} />
      </ListToolbar>
      {mayAssign && (
        <SelectionBar count={picked.count} onClear={picked.clear}>
          <AssignManagerAction ids={picked.ids} onDone={picked.clear} />
        </SelectionBar>
      )}
      {buyers.isError ? (
        <LoadError error={buyers.error} onRetry={() => void buyers.refetch()} />
      ) : (
        <Table<AdminBuyer>
          rowKey="id"
          columns={table.visible(columnsOf(table.sortOrderOf))}
          dataSource={buyers.data?.list}
          loading={buyers.isFetching}
          locale={{ emptyText: '暂无客户' }}
          rowSelection={mayAssign ? picked.rowSelection : undefined}
          onRow={(buyer) => ({
            // A click on the row opens the buyer; one on its checkbox cell only picks it.
            onClick: (event) => {
              if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
              void navigate(paths.buyerDetail.getHref(buyer.id));
            },
            style: { cursor: 'pointer' },
          })}
          {...table.tableProps<AdminBuyer>(buyers.data?.total)}
        />
      )}
    </Page>
  );
}
