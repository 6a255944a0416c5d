import type { ReactNode } from 'react';
import { Flex, Space } from 'antd';
import type { ListViewList } from '@yaocai/domain/contracts/admin-list-views';
import { ColumnSettings } from './column-settings';
import { SavedViews } from './saved-views';

interface ListToolbarProps {
  /** The list its views are saved under. */
  list: ListViewList;
  /** The table's state (useTableState): what a view keeps and opens, and the hidden columns. */
  table: {
    view: () => Record<string, string>;
    openView: (params: Record<string, string>) => void;
    hidden: string[];
    setHidden: (keys: string[]) => void;
  };
  /** The columns that may be hidden. */
  columns: { key: string; title: string }[];
  /** The list's filters. */
  children: ReactNode;
}

/** Above a console table: its filters, then the operator's saved views and the column settings. */
export function ListToolbar({ list, table, columns, children }: ListToolbarProps) {
  return (
    <Flex justify="space-between" align="start" gap={8}>
      {children}
      <Space>
        <SavedViews list={list} current={table.view} onOpen={table.openView} />
        <ColumnSettings columns={columns} hidden={table.hidden} onChange={table.setHidden} />
      </Space>
    </Flex>
  );
}
