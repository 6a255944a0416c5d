import { Button, Form, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import type { AuditEntry } from '@yaocai/domain/contracts/admin';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useAudit } from '../api/get-audit';
import { actionLabel, targetTypeLabel, targetTypes, type TargetType } from '../audit-labels';
import { AuditChange } from '../components/audit-change';
import './audit-page.css';

const columns: TableColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'created_at', width: 200, render: formatTime },
  {
    title: '操作员',
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
  { title: 'IP', dataIndex: 'ip', width: 150 },
];

const targetOptions = targetTypes.map((value) => ({ value, label: targetTypeLabel(value) }));

interface Filters {
  operator_id?: number | null;
  target_type?: TargetType | null;
}

export function AuditPage() {
  const { values, page, update } = useListParams(['operator_id', 'target_type']);
  const targetType = targetTypes.find((type) => type === values.target_type);
  const operatorId = Number(values.operator_id) > 0 ? Number(values.operator_id) : undefined;
  const audit = useAudit({
    operator_id: operatorId,
    target_type: targetType,
    page,
  });
  const filter = ({ operator_id, target_type }: Filters) =>
    update({ operator_id: operator_id ?? '', target_type: target_type ?? '' });
  return (
    <Page title="操作日志">
      <Form<Filters>
        key={`${operatorId}-${targetType}`}
        layout="inline"
        initialValues={{ operator_id: operatorId, target_type: targetType }}
        onFinish={filter}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="operator_id" label="操作员ID">
          <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="target_type" label="对象类型">
          <Select options={targetOptions} allowClear placeholder="全部" style={{ width: 140 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={() => filter({})}>重置</Button>
        </Space>
      </Form>
      {audit.isError ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          columns={columns}
          dataSource={audit.data?.list}
          loading={audit.isFetching}
          locale={{ emptyText: '暂无操作记录' }}
          expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
          pagination={{
            current: page,
            pageSize: audit.data?.page_size ?? 20,
            total: audit.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </Page>
  );
}
