import { Button, Flex, Form, InputNumber } from 'antd';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import { actionOptions, targetTypeLabel, targetTypes } from '../audit-labels';

/** The log's filters as the URL keeps them. */
export const AUDIT_FILTER_KEYS = [
  'operator_id',
  'job_id',
  'target_type',
  'action',
  'created_from',
  'created_to',
] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

interface AuditFiltersProps {
  values: Record<AuditFilterKey, string>;
  onChange: (changes: Partial<Record<AuditFilterKey, string>>) => void;
}

const targetOptions = targetTypes.map((value) => ({ value, label: targetTypeLabel(value) }));

interface Ids {
  operator_id?: number | null;
  job_id?: number | null;
}

const positive = (value: string) => (Number(value) > 0 ? Number(value) : undefined);

/** 操作日志's filters: who (by id, applied with 查询), the import job, the kind of record and of change, the days. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const operatorId = positive(values.operator_id);
  const jobId = positive(values.job_id);
  const narrowed = AUDIT_FILTER_KEYS.some((key) => values[key]);
  const clear = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, ''])) as Record<AuditFilterKey, ''>;
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="日志筛选">
      <Form<Ids>
        key={`${operatorId}-${jobId}`}
        layout="inline"
        initialValues={{ operator_id: operatorId, job_id: jobId }}
        onFinish={(ids) =>
          onChange({ operator_id: String(ids.operator_id ?? ''), job_id: String(ids.job_id ?? '') })
        }
      >
        <Form.Item name="operator_id" label="操作员ID">
          <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="job_id" label="导入任务">
          <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 100 }} />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
      </Form>
      <FilterSelect
        label="对象类型"
        options={targetOptions}
        value={values.target_type}
        onChange={(target_type) => onChange({ target_type })}
      />
      <FilterSelect
        label="操作"
        options={actionOptions}
        value={values.action}
        onChange={(action) => onChange({ action })}
      />
      <DayRange
        label="时间"
        from={values.created_from}
        to={values.created_to}
        onChange={(from, to) => onChange({ created_from: from, created_to: to })}
      />
      {narrowed && (
        <Button type="link" onClick={() => onChange(clear)}>
          清除筛选
        </Button>
      )}
    </Flex>
  );
}
