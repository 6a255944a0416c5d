import { useState } from 'react';
import { Button, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SortOrder } from 'antd/es/table/interface';
import type { AdminOperator } from '@yaocai/domain/contracts/admin';
import type { OperatorSort } from '@yaocai/domain/contracts/operator-list';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useOperators } from '../api/get-operators';
import { useRoles } from '../api/get-roles';
import { useWithinMine } from '../within-mine';
import { EditOperatorModal } from './edit-operator-modal';
import { NewOperatorModal } from './new-operator-modal';

/** In the order they were made, as the console always listed them. */
const FIRST_MADE_FIRST = { field: 'created_at', order: 'asc' } as const;

/** The columns an operator may hide; the username and the actions always show. */
const HIDEABLE = [
  { key: 'name', title: '姓名' },
  { key: 'role', title: '角色' },
  { key: 'active', title: '状态' },
  { key: 'created_at', title: '创建时间' },
  { key: 'last_login_at', title: '最近登录' },
];

const STATES = [
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
];

function columns(
  sortOrderOf: (field: string) => SortOrder,
  edit: (operator: AdminOperator) => void,
  editable: (operator: AdminOperator) => boolean,
): TableColumnsType<AdminOperator> {
  const sorted = (key: OperatorSort) => serverSorted<AdminOperator>(key, sortOrderOf);
  return [
    { title: '用户名', width: 160, ...sorted('username') },
    { title: '姓名', key: 'name', dataIndex: 'name', width: 140 },
    { title: '角色', key: 'role', dataIndex: 'role', width: 160 },
    {
      title: '状态',
      key: 'active',
      dataIndex: 'active',
      width: 90,
      render: (active: boolean) => (active ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '创建时间', width: 170, render: formatTime, ...sorted('created_at') },
    { title: '最近登录', width: 170, render: formatTime, ...sorted('last_login_at') },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_value, operator) =>
        editable(operator) && (
          <Button type="link" size="small" onClick={() => edit(operator)}>
            编辑
          </Button>
        ),
    },
  ];
}

/**
 * The console's operators with their roles, sorted, filtered and paged as the URL says; each whose
 * role is within the signed-in operator's own permissions can be renamed, given another role or disabled.
 */
export function OperatorsTable() {
  const table = useTableState(['keywords', 'role_id', 'active', 'start_time', 'end_time'], FIRST_MADE_FIRST);
  const { values, update } = table;
  const operators = useOperators({
    keywords: values.keywords || undefined,
    role_id: values.role_id || undefined,
    active: values.active || undefined,
    start_time: values.start_time || undefined,
    end_time: values.end_time || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as OperatorSort, order: table.sort.order } : {}),
  });
  const roles = useRoles();
  const withinMine = useWithinMine();
  const editable = (operator: AdminOperator) =>
    withinMine(roles.data?.find((role) => role.id === operator.role_id)?.permissions ?? []);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminOperator | null>(null);
  const roleOptions = (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }));

  return (
    <>
      <ListToolbar list="operators" table={table} columns={HIDEABLE}>
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="操作员筛选">
          <Input.Search
            key={values.keywords}
            defaultValue={values.keywords}
            placeholder="用户名 / 姓名"
            aria-label="搜索操作员"
            allowClear
            maxLength={50}
            style={{ width: 200 }}
            onSearch={(keywords) => update({ keywords: keywords.trim() })}
          />
          <FilterSelect
            label="角色"
            options={roleOptions}
            value={values.role_id}
            onChange={(roleId) => update({ role_id: roleId })}
          />
          <FilterSelect
            label="状态"
            options={STATES}
            value={values.active}
            onChange={(active) => update({ active })}
          />
          <DayRange
            label="创建日期"
            from={values.start_time}
            to={values.end_time}
            onChange={(from, to) => update({ start_time: from, end_time: to })}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增操作员
          </Button>
        </Flex>
      </ListToolbar>
      {operators.isError ? (
        <LoadError error={operators.error} onRetry={() => void operators.refetch()} />
      ) : (
        <Table<AdminOperator>
          rowKey="id"
          size="middle"
          columns={table.visible(columns(table.sortOrderOf, setEditing, editable))}
          dataSource={operators.data?.list}
          loading={operators.isFetching}
          locale={{ emptyText: '暂无操作员' }}
          {...table.tableProps<AdminOperator>(operators.data?.total)}
        />
      )}
      <NewOperatorModal open={adding} onClose={() => setAdding(false)} />
      {editing && (
        <EditOperatorModal key={editing.id} operator={editing} open onClose={() => setEditing(null)} />
      )}
    </>
  );
}
