import { Button, DatePicker, Input } from 'antd';
import { dayjs, type Dayjs } from '../../../lib/dayjs';
import { useState, type FormEvent } from 'react';
import { cleanOrderNo, INVOICE_DATE_FORMAT, ORDER_NO_MAX, type InvoiceFilters } from '../invoice-list-url';

type Range = [Dayjs | null, Dayjs | null] | null;

type FilterPatch = Pick<InvoiceFilters, 'orderNo' | 'start' | 'end'>;

const rangeOf = ({ start, end }: InvoiceFilters): Range => (start && end ? [dayjs(start), dayjs(end)] : null);

const EMPTY: FilterPatch = { orderNo: '', start: '', end: '' };

/** A draft of the filters, applied with 查询; the page remounts it when the URL's filters change. */
export function InvoiceFilterBar({
  filters,
  onApply,
}: {
  filters: InvoiceFilters;
  onApply: (patch: FilterPatch) => void;
}) {
  const [orderNo, setOrderNo] = useState(filters.orderNo);
  const [range, setRange] = useState<Range>(rangeOf(filters));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [start, end] = range ?? [null, null];
    const dates =
      start && end
        ? { start: start.format(INVOICE_DATE_FORMAT), end: end.format(INVOICE_DATE_FORMAT) }
        : EMPTY;
    onApply({ orderNo: cleanOrderNo(orderNo), start: dates.start, end: dates.end });
  };

  return (
    <form className="yc-orders-filter" role="search" aria-label="发票筛选" onSubmit={submit}>
      <label className="yc-orders-filter-field">
        <span>订单号</span>
        <Input
          aria-label="订单号"
          placeholder="请输入订单号"
          value={orderNo}
          maxLength={ORDER_NO_MAX}
          allowClear
          onChange={(event) => setOrderNo(event.target.value)}
        />
      </label>
      <div className="yc-orders-filter-field">
        <span>开票日期</span>
        <DatePicker.RangePicker value={range} onChange={setRange} format={INVOICE_DATE_FORMAT} />
      </div>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button onClick={() => onApply(EMPTY)}>重置</Button>
    </form>
  );
}
