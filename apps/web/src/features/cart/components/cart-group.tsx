import { Checkbox } from 'antd';
import type { AreaGroup } from '../cart-lines';
import { useSelectionToggle } from '../hooks/use-selection-toggle';
import { CartLineRow } from './cart-line-row';

export function CartGroup({ group }: { group: AreaGroup }) {
  const { toggle, ...tick } = useSelectionToggle(group.lines);
  return (
    <section className="yc-cart-group" aria-label={group.area}>
      <header className="yc-cart-group-head">
        <Checkbox
          {...tick}
          aria-label={`选择${group.area}的商品`}
          onChange={(event) => toggle(event.target.checked)}
        >
          {group.area}
        </Checkbox>
        <span className="yc-cart-group-count">{group.lines.length}种商品</span>
      </header>
      <ul className="yc-cart-lines">
        {group.lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
