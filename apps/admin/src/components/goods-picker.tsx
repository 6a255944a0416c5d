import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useGoodsSearch } from '../lib/goods-search';

/** A goods as the picker names it: what the form already names, or what a search found. */
export interface PickedGoods {
  id: number;
  name: string;
  spec: string;
  /** Empty, and the price null, when the form knows only the name and spec. */
  manufacturer: string;
  price_fen: number | null;
}

export const goodsLabel = (goods: PickedGoods) =>
  `${goods.name} ${goods.spec}` +
  (goods.manufacturer ? `（${goods.manufacturer}）` : '') +
  (goods.price_fen === null ? '' : `¥${(goods.price_fen / 100).toFixed(2)}`);

interface GoodsPickerProps<M extends boolean> {
  multiple?: M;
  value?: M extends true ? number[] : number;
  onChange?: (value: M extends true ? number[] : number) => void;
  /** Goods already named, so their labels show before any search. */
  known: readonly PickedGoods[];
  /** Told each goods found, so the form can check a flash price against it. */
  onFound?: (goods: PickedGoods) => void;
  disabled?: boolean;
  /** Only goods of this brand are found. */
  brandId?: number;
  /** A single pick may be emptied again (an optional goods). */
  allowClear?: boolean;
  placeholder?: string;
  'aria-label': string;
}

/** Picks goods on sale by name, pinyin or manufacturer, as the goods list searches them. */
export function GoodsPicker<M extends boolean = false>({
  multiple,
  value,
  onChange,
  known,
  onFound,
  disabled,
  brandId,
  allowClear,
  placeholder = '搜索商品名称、拼音或厂家',
  'aria-label': label,
}: GoodsPickerProps<M>) {
  const [keywords, setKeywords] = useState('');
  const search = useGoodsSearch(keywords, brandId);
  const options = useMemo(() => {
    const found: PickedGoods[] = (search.data?.list ?? []).map((goods) => ({
      id: goods.id,
      name: goods.name,
      spec: goods.ypgg,
      manufacturer: goods.sccj,
      price_fen: goods.price_fen,
    }));
    const byId = new Map<number, PickedGoods>([...known, ...found].map((goods) => [goods.id, goods]));
    return [...byId.values()].map((goods) => ({ value: goods.id, label: goodsLabel(goods), goods }));
  }, [known, search.data]);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: (text) => setKeywords(text.trim()) }}
      mode={multiple ? 'multiple' : undefined}
      allowClear={multiple || allowClear}
      placeholder={placeholder}
      aria-label={label}
      disabled={disabled}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? '搜索中…' : '没有找到上架的商品'}
      options={options}
      value={value}
      onChange={(next: number | number[], option) => {
        if (!Array.isArray(option) && option) onFound?.(option.goods);
        onChange?.(next as M extends true ? number[] : number);
      }}
    />
  );
}
