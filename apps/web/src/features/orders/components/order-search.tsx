import { Input } from 'antd';
import { ORDER_KEYWORD_MAX } from '@yaocai/domain/contracts/order';
import { cleanKeyword } from '../order-list-url';

/** Searches by order number or goods name; the box follows the URL's keyword. */
export function OrderSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  return (
    <Input.Search
      key={keyword}
      className="yc-orders-search"
      aria-label="搜索订单"
      placeholder="订单号或商品名称"
      defaultValue={keyword}
      maxLength={ORDER_KEYWORD_MAX}
      enterButton="搜索"
      allowClear
      onSearch={(value) => onSearch(cleanKeyword(value))}
    />
  );
}
