import { Button, Flex } from 'antd';
import {
  SHEET_JOB_KIND_LABEL,
  SHEET_JOB_STATE_LABEL,
  sheetJobKinds,
  sheetJobStates,
} from '@yaocai/domain/contracts/admin-jobs';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';

/** The jobs list's filters as the URL keeps them. */
export const JOB_FILTER_KEYS = ['kind', 'state', 'created_from', 'created_to'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

interface JobFiltersProps {
  values: Record<JobFilterKey, string>;
  onChange: (changes: Partial<Record<JobFilterKey, string>>) => void;
}

const kindOptions = sheetJobKinds.map((value) => ({ value, label: SHEET_JOB_KIND_LABEL[value] }));
const stateOptions = sheetJobStates.map((value) => ({ value, label: SHEET_JOB_STATE_LABEL[value] }));

/** 导入导出's filters: the kind of job, its state, the days it was created. */
export function JobFilters({ values, onChange }: JobFiltersProps) {
  const narrowed = JOB_FILTER_KEYS.some((key) => values[key]);
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="任务筛选">
      <FilterSelect
        label="任务类型"
        options={kindOptions}
        value={values.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <FilterSelect
        label="任务状态"
        options={stateOptions}
        value={values.state}
        onChange={(state) => onChange({ state })}
      />
      <DayRange
        label="创建时间"
        from={values.created_from}
        to={values.created_to}
        onChange={(from, to) => onChange({ created_from: from, created_to: to })}
      />
      {narrowed && (
        <Button
          type="link"
          onClick={() => onChange({ kind: '', state: '', created_from: '', created_to: '' })}
        >
          清除筛选
        </Button>
      )}
    </Flex>
  );
}
