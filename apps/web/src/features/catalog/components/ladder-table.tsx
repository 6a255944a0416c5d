import type { LadderPrice } from '@yaocai/domain/contracts/catalog';
import { formatYuan, sortedLadder } from '../goods-display';

interface LadderTableProps {
  ladder: LadderPrice[];
  unit: string;
  /** The step the chosen quantity is priced at. */
  current?: LadderPrice | null;
}

export function LadderTable({ ladder, unit, current }: LadderTableProps) {
  if (ladder.length === 0) return null;
  return (
    <table className="yc-ladder-table">
      <caption>阶梯价格</caption>
      <thead>
        <tr>
          <th scope="col">购买数量</th>
          <th scope="col">单价</th>
        </tr>
      </thead>
      <tbody>
        {sortedLadder(ladder).map((step) => (
          <tr
            key={step.number}
            className={step.number === current?.number ? 'yc-ladder-current' : undefined}
            aria-current={step.number === current?.number ? 'true' : undefined}
          >
            <td>
              ≥{step.number}
              {unit}
            </td>
            <td>{formatYuan(step.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
