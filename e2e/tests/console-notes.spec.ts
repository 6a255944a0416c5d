import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
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

test('an operator notes an order, seen in its notes and on its timeline after created, paid and shipped; and notes the buyer', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 11);
  const console = await operatorPage(browser, 'admin', 'admin123456');
  await shipOrder(console, order.id, (line) => line.number);

  await console.goto(`/admin/orders/${order.id}`);
  const timeline = console.getByRole('region', { name: '订单时间线' });
  await expect(timeline.getByText('发货', { exact: true })).toBeVisible();
  const note = `客户来电要求周五前送达（${order.order_no}）`;
  await console.getByLabel('新备注').fill(note);
  await console.getByRole('button', { name: '添加备注' }).click();
  await expect(console.getByText('备注已添加')).toBeVisible();
  await expect(console.getByLabel('新备注')).toHaveValue('');

  // In the notes, and on the timeline after the order was created, paid and shipped.
  const checkOrderPage = async () => {
    const notes = console.getByRole('list', { name: '内部备注' });
    await expect(notes.getByRole('listitem').first()).toContainText(note);
    await expect(notes.getByRole('listitem').first()).toContainText('系统管理员');
    const events = timeline.getByRole('listitem');
    await expect(events.filter({ hasText: note })).toContainText('内部备注');
    const texts = await events.allTextContents();
    const at = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
    const steps = [
      at(new RegExp(`^.*下单.*应付 ¥${order.payable}`)),
      at(new RegExp(`付款.*¥${order.payable}`)),
      at(/发货.*顺丰速运 SF\d+/),
      at(/内部备注/),
    ];
    expect(steps, texts.join('\n')).not.toContain(-1);
    expect(steps, texts.join('\n')).toEqual([...steps].sort((a, b) => a - b));
    expect(texts.at(-1)).toContain(note);
  };
  await checkOrderPage();
  await shot(console, 'console-order-note-timeline');
  await console.reload();
  await checkOrderPage();

  // The buyer's own notes, on the buyer's page.
  const [buyer] = (
    await callApi<Paged<AdminBuyer>>(console, '/api/admin/buyers?status=approved&keywords=13800000001')
  ).list;
  await console.goto('/admin/buyers?status=approved&keywords=13800000001');
  await console
    .getByRole('row', { name: new RegExp(buyer!.company) })
    .getByRole('link', { name: '详情' })
    .click();
  await expect(console).toHaveURL(new RegExp(`/admin/buyers/${buyer!.id}$`));
  const buyerNote = `月底对账联系财务（${order.order_no}）`;
  await console.getByLabel('新备注').fill(buyerNote);
  await console.getByRole('button', { name: '添加备注' }).click();
  await expect(console.getByText('备注已添加')).toBeVisible();
  await console.reload();
  const buyerNotes = console.getByRole('list', { name: '内部备注' });
  await expect(buyerNotes.getByRole('listitem').first()).toContainText(buyerNote);
  await expect(buyerNotes).not.toContainText(note);
  await shot(console, 'console-buyer-note');
  await console.context().close();
});
