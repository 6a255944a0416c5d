import { Tag } from 'antd';
import type { CartHint } from '@yaocai/domain/contracts/cart';
import { useNextHints } from '../api/get-next-hints';

const HINT_LABELS: Record<CartHint['type'], { label: string; color: string }> = {
  ladder: { label: '阶梯价', color: 'orange' },
  manjian: { label: '满减', color: 'red' },
  gift: { label: '满赠', color: 'magenta' },
  free_shipping: { label: '包邮', color: 'green' },
};

/** 凑单提示: what a little more would earn (a ladder step, a gift, a reduction tier, free shipping). */
export function CartHints({ selectedIds }: { selectedIds: number[] }) {
  const { data: hints = [] } = useNextHints(selectedIds);
  if (selectedIds.length === 0 || hints.length === 0) return null;
  return (
    <section className="yc-cart-hints" aria-label="凑单提示">
      <strong>凑单提示</strong>
      <ul>
        {hints.map((hint) => (
          <li key={`${hint.type}-${hint.line_id ?? 0}-${hint.text}`}>
            <Tag color={HINT_LABELS[hint.type].color}>{HINT_LABELS[hint.type].label}</Tag>
            {hint.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
