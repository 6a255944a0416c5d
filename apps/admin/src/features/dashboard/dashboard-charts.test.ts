import { describe, expect, it } from 'vitest';
import { dashboard } from '../../testing/fixtures';
import { dailySalesOption, escapeHtml, hasSales, topGoodsOption } from './dashboard-charts';

type Formatter = (params: unknown) => string;

interface BuiltOption {
  xAxis: { data?: string[] };
  yAxis: { name?: string; data?: string[]; inverse?: boolean } | { name?: string }[];
  series: {
    name: string;
    type: string;
    yAxisIndex?: number;
    data: unknown[];
    label?: { formatter: Formatter };
  }[];
  tooltip: { formatter: Formatter };
}

const built = (option: unknown) => option as BuiltOption;

// 0.29 and 10.05 yuan are not what a float of yuan × 100 gives: 28.999… and 1004.999… fen.
const daily = [
  { day: '2025-02-27', sales_fen: 29, refunded_fen: 0, orders: 1 },
  { day: '2025-02-28', sales_fen: 0, refunded_fen: 0, orders: 0 },
  { day: '2025-03-01', sales_fen: 1005, refunded_fen: 0, orders: 2 },
  { day: '2025-03-02', sales_fen: -500, refunded_fen: 500, orders: 0 },
];

describe('the daily sales chart', () => {
  it('draws each day: sales in exact yuan on the left axis, orders on the right', () => {
    const option = built(dailySalesOption(daily));
    expect(option.xAxis.data).toEqual(['02-27', '02-28', '03-01', '03-02']);
    expect(option.series.map(({ name, type, yAxisIndex }) => [name, type, yAxisIndex])).toEqual([
      ['销售额', 'bar', 0],
      ['订单数', 'line', 1],
    ]);
    expect(option.series[0]!.data).toEqual(['0.29', '0.00', '10.05', '-5.00']);
    expect(option.series[1]!.data).toEqual([1, 0, 2, 0]);
    expect((option.yAxis as { name?: string }[]).map((axis) => axis.name)).toEqual([
      '销售额（元）',
      '订单数',
    ]);
  });

  it("writes the hovered day's amount from its fen", () => {
    const { formatter } = built(dailySalesOption(daily)).tooltip;
    expect(formatter([{ dataIndex: 2 }, { dataIndex: 2 }])).toBe(
      '2025-03-01<br/>销售额：¥10.05<br/>订单数：2',
    );
    expect(formatter([{ dataIndex: 0 }])).toBe('2025-02-27<br/>销售额：¥0.29<br/>订单数：1');
    expect(formatter([{ dataIndex: 3 }])).toBe(
      '2025-03-02<br/>销售额：¥-5.00<br/>其中退款：¥5.00<br/>订单数：0',
    );
  });
});

describe('the top goods chart', () => {
  const goods = [
    { name: '感冒灵颗粒', amount_fen: 1000000, number: 800 },
    { name: '<b>板蓝根</b>', amount_fen: 1005, number: 3 },
  ];

  it('ranks the goods from the top, each bar labelled with its exact amount', () => {
    const option = built(topGoodsOption(goods));
    expect(option.yAxis).toMatchObject({ inverse: true, data: ['感冒灵颗粒', '<b>板蓝根</b>'] });
    const [series] = option.series;
    expect(series!.data).toEqual(['10000.00', '10.05']);
    expect(series!.label!.formatter({ dataIndex: 1 })).toBe('¥10.05');
  });

  it('writes a goods name in the tooltip as text, not HTML', () => {
    const { formatter } = built(topGoodsOption(goods)).tooltip;
    expect(formatter({ dataIndex: 1 })).toBe('&lt;b&gt;板蓝根&lt;/b&gt;<br/>销售额：¥10.05<br/>销量：3');
    expect(escapeHtml(`"A&B's"`)).toBe('&quot;A&amp;B&#39;s&quot;');
  });
});

describe('whether there is anything to draw', () => {
  it('needs a sale, a refund or an order on some day', () => {
    expect(hasSales(dashboard().daily)).toBe(true);
    const nothing = daily.map((day) => ({ ...day, sales_fen: 0, refunded_fen: 0, orders: 0 }));
    expect(hasSales(nothing)).toBe(false);
    expect(hasSales([...nothing, { day: '2025-03-03', sales_fen: -100, refunded_fen: 100, orders: 0 }])).toBe(
      true,
    );
    expect(hasSales([])).toBe(false);
  });
});
