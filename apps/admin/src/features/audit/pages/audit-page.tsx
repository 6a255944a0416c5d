import { Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { AuditEntry, AuditSort } from '@yaocai/domain/contracts/admin';
import { Link } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useAudit } from '../api/get-audit';
import { actionLabel, targetTypeLabel, targetTypes } from '../audit-labels';
import { AuditChange } from '../components/audit-change';
import { AUDIT_FILTER_KEYS, AuditFilters } from '../components/audit-filters';
import './audit-page.css';

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

/** The columns an operator may hide; the time and the action always show. */
const HIDEABLE = [
  { key: 'operator', title: '操作员' },
  { key: 'target', title: '对象' },
  { key: 'source', title: '来源' },
];

const columnsOf = (sortOrderOf: (field: string) => SortOrder): TableColumnsType<AuditEntry> => [
  {
    title: '时间',
    width: 200,
    render: formatTime,
    ...serverSorted<AuditEntry>('created_at' satisfies AuditSort, sortOrderOf),
  },
  {
    title: '操作员',
    key: 'operator',
    dataIndex: 'operator',
    width: 180,
    render: (name: string, entry) => `${name}（#${entry.operator_id}）`,
  },
  { title: '操作', dataIndex: 'action', width: 140, render: actionLabel },
  {
    title: '对象',
    key: 'target',
    render: (_value, entry) => `${targetTypeLabel(entry.target_type)} #${entry.target_id}`,
  },
  {
    title: '来源',
    key: 'source',
    width: 150,
    render: (_value, entry) =>
      entry.job_id === null ? (
        entry.ip
      ) : (
        <Link to={paths.jobDetail.getHref(entry.job_id)}>导入任务 #{entry.job_id}</Link>
      ),
  },
];

const positive = (value: string) => (Number(value) > 0 ? Number(value) : undefined);
const given = (value: string) => value || undefined;

/** 操作日志: every change operators made, newest first or oldest, filtered by who, what and when. */
export function AuditPage() {
  const table = useTableState(AUDIT_FILTER_KEYS, NEWEST_FIRST);
  const { values, update } = table;
  const audit = useAudit({
    operator_id: positive(values.operator_id),
    job_id: positive(values.job_id),
    target_type: targetTypes.find((type) => type === values.target_type),
    action: given(values.action),
    created_from: given(values.created_from),
    created_to: given(values.created_to),
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as AuditSort, order: table.sort.order } : {}),
  });
  return (
    <Page title="操作日志">
      <ListToolbar list="audit" table={table} columns={HIDEABLE}>
        <AuditFilters values={values} onChange={update} />
      </ListToolbar>
      {audit.isError ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          columns={table.visible(columnsOf(table.sortOrderOf))}
          dataSource={audit.data?.list}
          loading={audit.isFetching}
          locale={{ emptyText: '暂无操作记录' }}
          expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
          {...table.tableProps<AuditEntry>(audit.data?.total)}
        />
      )}
    </Page>
  );
}
