import { useState, type Key } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { ColumnType, SortOrder, SorterResult } from 'antd/es/table/interface';
import { PAGE_SIZES, useListParams, type ListSort } from './list-params';

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

const sorterOf = <Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): ListSort | null => {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return null;
  return { field: String(first.columnKey ?? first.field), order: first.order === 'ascend' ? 'asc' : 'desc' };
};

/** A column the server sorts by `key` (its data too), descending (newest, largest) on the first click. */
export const serverSorted = <Row>(
  key: string,
  sortOrderOf: (field: string) => SortOrder,
): ColumnType<Row> => ({
  key,
  dataIndex: key,
  sorter: true,
  sortOrder: sortOrderOf(key),
  sortDirections: ['descend', 'ascend', 'descend'],
});

/**
 * A console table's state, kept in the URL through useListParams: its filters (`keys`), page, page
 * size (20, 50 or 100) and the column it is sorted by. Spread `tableProps(total)` on antd's Table (a
 * table sorted by nothing may take `pagination(total)` alone) and give each sortable column
 * `sortOrder: sortOrderOf(key)` with `sorter: true` (the server sorts).
 */
export function useTableState<K extends string>(keys: readonly K[], defaultSort?: ListSort) {
  const params = useListParams(keys);
  const sort = params.sort ?? defaultSort ?? null;
  const sortOrderOf = (field: string): SortOrder => (sort?.field === field ? ANTD_ORDER[sort.order] : null);
  /** The page and page size, kept in the URL; a new page size goes back to page 1. */
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: params.page,
    pageSize: params.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count) => `共 ${count} 条`,
    onChange: (page, pageSize) =>
      pageSize !== params.pageSize ? params.updateView({ page_size: pageSize }) : params.updateView({ page }),
  });
  /** The pagination, and the sort (a sortable column sorted again by the server). */
  const tableProps = <Row>(total: number | undefined): Pick<TableProps<Row>, 'pagination' | 'onChange'> => ({
    pagination: pagination(total),
    onChange: (_pagination, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const next = sorterOf(sorter);
      params.updateView({ sort: next?.field ?? '', order: next?.order ?? '' });
    },
  });
  /** The columns the operator has not hidden (a column without a key cannot be hidden). */
  const visible = <Column extends { key?: Key }>(columns: Column[]) =>
    columns.filter((column) => column.key === undefined || !params.hidden.includes(String(column.key)));
  const setHidden = (keys: string[]) => params.updateView({ hide: keys.join(','), page: params.page });
  return { ...params, sort, sortOrderOf, pagination, tableProps, visible, setHidden };
}

/**
 * Rows picked in a table, kept across its pages (and its filters) until cleared: the ids, and the
 * rows as they were shown when picked. Each checkbox is named 选择 and `nameOf` the row.
 */
export function useRowSelection<Row extends { id: number }>(nameOf: (row: Row) => string) {
  const [picked, setPicked] = useState<Map<number, Row>>(new Map());
  const rowSelection: TableProps<Row>['rowSelection'] = {
    preserveSelectedRowKeys: true,
    getCheckboxProps: (row) => ({ 'aria-label': `选择${nameOf(row)}` }),
    selectedRowKeys: [...picked.keys()],
    onChange: (keys, rows) =>
      setPicked((before) => {
        const next = new Map<number, Row>();
        for (const key of keys) {
          const row = rows.find((candidate) => candidate?.id === key) ?? before.get(Number(key));
          if (row) next.set(Number(key), row);
        }
        return next;
      }),
  };
  return {
    ids: [...picked.keys()],
    rows: [...picked.values()],
    count: picked.size,
    rowSelection,
    clear: () => setPicked(new Map()),
  };
}
