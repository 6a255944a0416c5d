import type { Dashboard } from '@yaocai/domain/contracts/admin';
import { fenToYuan } from '@yaocai/domain/money';
import type { ChartOption } from '../../components/echart';

// The dashboard's charts as ECharts options. Amounts are plotted from yuan text (exact), and every
// amount a person reads (tooltips, labels) is written from the fen, never from a float.

type Daily = Dashboard['daily'];
type TopGoods = Dashboard['top_goods'];

const SALES_COLOR = '#1677ff';
const ORDERS_COLOR = '#fa8c16';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Tooltips are HTML: a goods name is the shop's data, written as text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Whether the period sold or refunded anything at all: else a chart would only show empty axes. */
export const hasSales = (daily: Daily) =>
  daily.some((day) => day.sales_fen !== 0 || day.refunded_fen > 0 || day.orders > 0);

/** The data index a tooltip is about, whether ECharts hands over one item or the axis's list. */
function dataIndexOf(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  const index = (first as { dataIndex?: unknown } | undefined)?.dataIndex;
  return typeof index === 'number' ? index : -1;
}

/** Columns of each day's sales net of its refunds (yuan, left axis) and a line of its orders (right axis). */
export function dailySalesOption(daily: Daily): ChartOption {
  return {
    color: [SALES_COLOR, ORDERS_COLOR],
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 48, bottom: 8 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const day = daily[dataIndexOf(params)];
        if (!day) return '';
        return [
          day.day,
          `销售额：¥${fenToYuan(day.sales_fen)}`,
          ...(day.refunded_fen > 0 ? [`其中退款：¥${fenToYuan(day.refunded_fen)}`] : []),
          `订单数：${day.orders}`,
        ].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: daily.map((day) => day.day.slice(5)) },
    yAxis: [
      { type: 'value', name: '销售额（元）', minInterval: 1 },
      { type: 'value', name: '订单数', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: '销售额',
        type: 'bar',
        yAxisIndex: 0,
        barMaxWidth: 32,
        data: daily.map((day) => fenToYuan(day.sales_fen)),
      },
      {
        name: '订单数',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: daily.length <= 10,
        data: daily.map((day) => day.orders),
      },
    ],
  };
}

/** The best sellers by amount as horizontal bars, the first on top, each labelled with its amount. */
export function topGoodsOption(goods: TopGoods): ChartOption {
  return {
    color: [SALES_COLOR],
    grid: { left: 8, right: 96, top: 8, bottom: 8 },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const row = goods[dataIndexOf(params)];
        if (!row) return '';
        return [escapeHtml(row.name), `销售额：¥${fenToYuan(row.amount_fen)}`, `销量：${row.number}`].join(
          '<br/>',
        );
      },
    },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      inverse: true,
      data: goods.map((row) => row.name),
      axisTick: { show: false },
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [
      {
        name: '销售额',
        type: 'bar',
        barMaxWidth: 20,
        data: goods.map((row) => fenToYuan(row.amount_fen)),
        label: {
          show: true,
          position: 'right',
          formatter: (params) => {
            const row = goods[dataIndexOf(params)];
            return row ? `¥${fenToYuan(row.amount_fen)}` : '';
          },
        },
      },
    ],
  };
}
