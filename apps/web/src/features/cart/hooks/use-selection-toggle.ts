import type { CartLine } from '@yaocai/domain/contracts/cart';
import { useSelectCartLines } from '../api/select-cart-lines';
import { isSelectable } from '../cart-lines';

/** The tick for several lines at once (a warehouse, the whole view): lines that cannot be bought stay out. */
export function useSelectionToggle(lines: CartLine[]) {
  const select = useSelectCartLines();
  const selectable = lines.filter(isSelectable);
  const ticked = selectable.filter((line) => line.is_selected === 1).length;
  return {
    checked: selectable.length > 0 && ticked === selectable.length,
    indeterminate: ticked > 0 && ticked < selectable.length,
    disabled: selectable.length === 0,
    toggle: (selected: boolean) => select.mutate({ ids: selectable.map((line) => line.id), selected }),
  };
}
