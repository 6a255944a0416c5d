import { Button, Flex } from 'antd';
import { LOW_STOCK_BELOW } from '@yaocai/domain/contracts/admin';
import { FilterSelect } from '../../../components/filter-select';
import { AmountRange } from '../../../components/amount-range';
import { useGoodsFilterOptions } from '../goods-filter-options';
import { hasGoodsFilter, type GoodsFilterKey, type GoodsFilterValues } from '../goods-list-filter';

interface GoodsFiltersProps {
  values: GoodsFilterValues;
  onChange: (changes: Partial<Record<GoodsFilterKey, string>>) => void;
}

const onSaleOptions = [
  { value: '1', label: '已上架' },
  { value: '0', label: '已下架' },
];
const stockOptions = [
  { value: 'zero', label: '无库存' },
  { value: 'low', label: `库存不足${LOW_STOCK_BELOW}` },
];

/** The goods list's filters, kept in the URL: category, brand, publish state, stock and price. */
export function GoodsFilters({ values, onChange }: GoodsFiltersProps) {
  const options = useGoodsFilterOptions();
  const select = (key: GoodsFilterKey, label: string, choices: { value: string; label: string }[]) => (
    <FilterSelect
      label={label}
      options={choices}
      value={values[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  const clearAll = () =>
    onChange({ category_id: '', brand_id: '', on_sale: '', stock: '', price_min: '', price_max: '' });
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      {select('category_id', '分类', options.categories)}
      {select('brand_id', '品牌', options.brands)}
      {select('on_sale', '上架状态', onSaleOptions)}
      {select('stock', '库存状态', stockOptions)}
      <AmountRange
        key={`${values.price_min}-${values.price_max}`}
        label="价格"
        min={values.price_min}
        max={values.price_max}
        onChange={(price_min, price_max) => onChange({ price_min, price_max })}
      />
      {hasGoodsFilter(values) && (
        <Button type="link" onClick={clearAll}>
          清除筛选
        </Button>
      )}
    </Flex>
  );
}
