import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import type { InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import {
  callApi,
  expect,
  logInAsDemoBuyer,
  operatorPage,
  paidOrder,
  shipOrder,
  shot,
  test,
} from '../fixtures.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

test('an order shipped in two parts is invoiced twice; a refund of a line issues a red-letter invoice', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 7);
  const [first, second] = order.lines;
  const console = await operatorPage(browser, 'admin', 'admin123456');

  // The first line leaves alone, then the rest: an invoice for each part.
  await shipOrder(console, order.id, (line) => (line.id === first!.id ? line.number : 0));
  await shipOrder(console, order.id, (line) => line.number - line.shipped);
  const invoices = (await callApi<{ list: InvoiceRecord[] }>(page, `/api/invoice?order_no=${order.order_no}`))
    .list;
  expect(invoices.map((invoice) => invoice.invoice_no).sort()).toEqual([
    `FP${order.order_no}-1`,
    `FP${order.order_no}-2`,
  ]);

  // The buyer asks for a refund of the whole second line; the operator approves it.
  const filed = await callApi<OrderAfterSales>(page, `/api/order/${order.id}/after_sales`, {
    kind: 'refund',
    reason: '商品破损',
    description: '',
    lines: [{ line_id: second!.id, number: second!.number }],
  });
  const refund = filed.list[0]!;
  await console.goto('/admin/after-sales');
  const request = console.getByRole('row', { name: new RegExp(order.order_no) });
  await request.getByRole('button', { name: /同\s*意/ }).click();
  await console
    .getByRole('tooltip')
    .getByRole('button', { name: /同\s*意/ })
    .click();
  await expect(console.getByText('已同意并退款')).toBeVisible();

  // /dzfp lists the red-letter invoice for the amount refunded, naming the second invoice.
  await page.goto('/dzfp');
  const table = page.getByRole('region', { name: '电子发票列表' });
  const red = table.getByRole('row', { name: new RegExp(`^FP${order.order_no}-3 `) });
  await expect(red.getByText('红字发票')).toBeVisible();
  await expect(red.getByText(`FP${order.order_no}-2`)).toBeVisible();
  await expect(red.getByText(`-¥${refund.amount}`)).toBeVisible();
  await expect(red.getByRole('link', { name: '下载PDF' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`^FP${order.order_no}-1 `) })).toBeVisible();
  await shot(page, 'invoices-shop-dzfp');
  const pdf = await page.request.get(
    (await red.getByRole('link', { name: '下载PDF' }).getAttribute('href'))!,
  );
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

  // 发票管理 finds the order's three invoices, and the red-letter one by kind.
  await console.goto('/admin/invoices');
  await console.getByRole('searchbox', { name: '搜索发票' }).fill(order.order_no);
  await console.getByRole('button', { name: /搜\s*索/ }).click();
  const rows = console.getByRole('row', { name: new RegExp(`FP${order.order_no}-\\d`) });
  await expect(rows).toHaveCount(3);
  await console.getByRole('combobox', { name: '发票种类' }).click();
  await console.getByTitle('红字发票').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByText(`-¥${refund.amount}`)).toBeVisible();
  await shot(console, 'invoices-console-list');
  await console.context().close();
});
