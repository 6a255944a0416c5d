import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { SortOrder } from 'antd/es/table/interface';
import type { ActivitySort, AdminActivity } from '@yaocai/domain/contracts/admin-activities';
import {
  ACTIVITY_KIND_LABEL,
  ACTIVITY_KIND_META,
  ACTIVITY_STATE_LABEL,
  activityKinds,
  activityStates,
} from '@yaocai/domain/contracts/activity-kinds';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import { useCan } from '../../../lib/operator';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { takenOf } from '../activity-taken';
import { useActivities } from '../api/get-activities';
import { ActivityActions } from '../components/activity-actions';
import { ActivityStateTag } from '../components/state-tag';

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

const HIDEABLE = [
  { key: 'kind', title: '类型' },
  // The sorted columns are keyed by their sort.
  { key: 'starts_at', title: '活动时间' },
  { key: 'figures', title: '售出 / 领取' },
  { key: 'created_at', title: '最后修改' },
];

/** 已售 12 / 200 (已奖励 3 where nothing caps it); a kind that counts no takes (满减) has none. */
const figures = (activity: AdminActivity) => {
  const taken = ACTIVITY_KIND_META[activity.kind].taken;
  return taken === null ? '—' : `${taken} ${takenOf(activity)}`;
};

function columns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<AdminActivity> {
  return [
    {
      title: '类型',
      key: 'kind',
      dataIndex: 'kind_label',
      width: 90,
      render: (label: string, activity) => (
        <Tag color={ACTIVITY_KIND_META[activity.kind].color} variant="filled">
          {label}
        </Tag>
      ),
    },
    {
      title: '活动名称',
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, activity) => <Link to={paths.activityEdit.getHref(activity.id)}>{name}</Link>,
    },
    {
      title: '活动时间',
      width: 320,
      render: (_value, activity) => `${formatTime(activity.starts_at)} 至 ${formatTime(activity.ends_at)}`,
      ...serverSorted<AdminActivity>('starts_at' satisfies ActivitySort, sortOrderOf),
    },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_value, activity) => <ActivityStateTag activity={activity} />,
    },
    { title: '售出 / 领取', key: 'figures', width: 140, render: (_value, activity) => figures(activity) },
    {
      title: '最后修改',
      width: 170,
      render: (_value, activity) => `${formatTime(activity.updated_at)} ${activity.updated_by ?? ''}`,
      ...serverSorted<AdminActivity>('created_at' satisfies ActivitySort, sortOrderOf),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_value, activity) => <ActivityActions activity={activity} />,
    },
  ];
}

/** 营销活动: every flash-sale session and coupon campaign, by kind, state, name and days, sorted and paged. */
export function ActivitiesPage() {
  const table = useTableState(['keywords', 'kind', 'state', 'start_time', 'end_time'], NEWEST_FIRST);
  const { values, update } = table;
  const kind = activityKinds.find((known) => known === values.kind) ?? '';
  const state = activityStates.find((known) => known === values.state) ?? '';
  const activities = useActivities({
    keywords: values.keywords || undefined,
    kind,
    state,
    start_time: values.start_time || undefined,
    end_time: values.end_time || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as ActivitySort, order: table.sort.order } : {}),
  });
  const mayWrite = useCan('promotions.write');
  return (
    <Page
      title="营销活动"
      extra={
        mayWrite && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: activityKinds.map((kind) => ({
                key: kind,
                label: (
                  <Link to={paths.activityNew.getHref(kind)}>{`新建${ACTIVITY_KIND_LABEL[kind]}活动`}</Link>
                ),
              })),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              新建活动
            </Button>
          </Dropdown>
        )
      }
    >
      <ListToolbar list="activities" table={table} columns={HIDEABLE}>
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="活动筛选">
          <Input.Search
            key={values.keywords}
            defaultValue={values.keywords}
            placeholder="活动名称"
            aria-label="搜索活动"
            allowClear
            style={{ width: 240 }}
            onSearch={(keywords) => update({ keywords: keywords.trim() })}
          />
          <FilterSelect
            label="活动类型"
            options={activityKinds.map((value) => ({ value, label: ACTIVITY_KIND_LABEL[value] }))}
            value={kind}
            onChange={(value) => update({ kind: value })}
          />
          <FilterSelect
            label="活动状态"
            options={activityStates.map((value) => ({ value, label: ACTIVITY_STATE_LABEL[value] }))}
            value={state}
            onChange={(value) => update({ state: value })}
          />
          <DayRange
            label="活动日期"
            from={values.start_time}
            to={values.end_time}
            onChange={(from, to) => update({ start_time: from, end_time: to })}
          />
        </Flex>
      </ListToolbar>
      {activities.isError ? (
        <LoadError error={activities.error} onRetry={() => void activities.refetch()} />
      ) : (
        <Table<AdminActivity>
          rowKey="id"
          tableLayout="fixed"
          size="middle"
          columns={table.visible(columns(table.sortOrderOf))}
          dataSource={activities.data?.list}
          loading={activities.isFetching}
          locale={{ emptyText: '暂无营销活动' }}
          scroll={{ x: 1200 }}
          {...table.tableProps<AdminActivity>(activities.data?.total)}
        />
      )}
    </Page>
  );
}
