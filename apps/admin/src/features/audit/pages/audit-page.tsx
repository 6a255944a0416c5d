import { Button, Form, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import type { AuditEntry } from '@yaocai/domain/contracts/admin';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
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

const targetOptions = targetTypes.map((value) => ({ value, label: targetTypeLabel(value) }));

interface Filters {
  operator_id?: number | null;
  target_type?: TargetType | null;
  job_id?: number | null;
}

const positive = (value: string) => (Number(value) > 0 ? Number(value) : undefined);

export function AuditPage() {
  const { values, page, update } = useListParams(['operator_id', 'target_type', 'job_id']);
  const targetType = targetTypes.find((type) => type === values.target_type);
  const operatorId = positive(values.operator_id);
  const jobId = positive(values.job_id);
  const audit = useAudit({
    operator_id: operatorId,
    target_type: targetType,
    job_id: jobId,
    page,
  });
  const filter = ({ operator_id, target_type, job_id }: Filters) =>
    update({ operator_id: operator_id ?? '', target_type: target_type ?? '', job_id: job_id ?? '' });
  return (
    <Page title="操作日志">
      <Form<Filters>
        key={`${operatorId}-${targetType}-${jobId}`}
        layout="inline"
        initialValues={{ operator_id: operatorId, target_type: targetType, job_id: jobId }}
        onFinish={filter}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="operator_id" label="操作员ID">
          <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="target_type" label="对象类型">
          <Select options={targetOptions} allowClear placeholder="全部" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="job_id" label="导入任务">
          <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 120 }} />
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
