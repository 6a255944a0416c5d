import { Checkbox, InputNumber, Table, type TableColumnsType } from 'antd';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import type { OrderLine } from '@yaocai/domain/contracts/order-responses';

/** A line picked for the request; the number is null while its box is empty. */
export interface ClaimPick {
  line_id: number;
  number: number | null;
}

export interface ClaimRow {
  line: OrderLine;
  /** How many may still be claimed. */
  left: number;
}

export const claimRowsOf = (lines: OrderLine[], claimable: OrderAfterSales['claimable']): ClaimRow[] =>
  lines.map((line) => ({
    line,
    left: claimable.find((claim) => claim.line_id === line.id)?.number ?? 0,
  }));

interface ClaimLinesInputProps {
  id?: string;
  rows: ClaimRow[];
  value?: ClaimPick[];
  onChange?: (value: ClaimPick[]) => void;
}

/** The order's lines, each with a box to pick it and how many of it to claim (a form control). */
export function ClaimLinesInput({ id, rows, value = [], onChange }: ClaimLinesInputProps) {
  const pickOf = (lineId: number) => value.find((pick) => pick.line_id === lineId);
  // Picks keep the order of the lines, whatever order they were ticked in.
  const change = (lineId: number, pick: ClaimPick | null) =>
    onChange?.(
      rows.flatMap(({ line }) => {
        const kept = line.id === lineId ? pick : pickOf(line.id);
        return kept ? [kept] : [];
      }),
    );

  const columns: TableColumnsType<ClaimRow> = [
    {
      title: '选择',
      key: 'pick',
      width: 56,
      render: (_, { line, left }) => (
        <Checkbox
          aria-label={`选择${line.name}`}
          disabled={left === 0}
          checked={pickOf(line.id) !== undefined}
          onChange={(event) => change(line.id, event.target.checked ? { line_id: line.id, number: 1 } : null)}
        />
      ),
    },
    { title: '商品', key: 'name', render: (_, { line }) => line.name },
    { title: '规格', key: 'ypgg', render: (_, { line }) => line.ypgg },
    { title: '购买数量', key: 'bought', render: (_, { line }) => `${line.number}${line.bzdw}` },
    {
      title: '可申请',
      key: 'left',
      render: (_, { line, left }) =>
        left === 0 ? <span className="yc-after-sale-quiet">已申请</span> : `${left}${line.bzdw}`,
    },
    {
      title: '售后数量',
      key: 'number',
      width: 140,
      render: (_, { line, left }) => {
        if (left === 0) return null;
        const pick = pickOf(line.id);
        return (
          <InputNumber
            aria-label={`${line.name}售后数量`}
            min={1}
            max={left}
            precision={0}
            disabled={pick === undefined}
            value={pick?.number ?? null}
            onChange={(number) => change(line.id, { line_id: line.id, number })}
          />
        );
      },
    },
  ];

  return (
    <div id={id} role="group" aria-label="售后商品">
      <Table<ClaimRow>
        size="small"
        rowKey={(row) => row.line.id}
        columns={columns}
        dataSource={rows}
        pagination={false}
      />
    </div>
  );
}
