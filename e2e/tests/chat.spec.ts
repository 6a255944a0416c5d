import type { AdminConversation, ChatAgent } from '@yaocai/domain/contracts/chat-responses';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { Page } from '@playwright/test';
import { expectNoSeriousConsoleFindings, expectNoSeriousFindings } from '../axe.ts';
import { callApi, expect, operatorPage, registerBuyer, shot, test } from '../fixtures.ts';
import { PHONE } from '../phone.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

/** Switches the shop's chat on or off in the console's settings, as an operator does. */
async function switchChat(admin: Page, on: boolean) {
  await admin.goto('/admin/settings');
  const toggle = admin.getByRole('switch', { name: '在线客服' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await admin.getByRole('button', { name: '保存设置' }).click();
  await expect(admin.getByText('设置已保存').first()).toBeVisible();
}

test('a buyer asks about goods from its page and sends its card; an agent picks it from the console and answers with a canned reply, arriving without a reload; the chat on a phone', async ({
  page,
  browser,
  newPhone,
  readSmsCode,
}) => {
  const admin = await operatorPage(browser, 'admin', 'admin123456');
  await switchChat(admin, true);
  // The agent has the desk open: they are online, and conversations are handed to them.
  const desk = await operatorPage(browser, 'kefu', 'kefu123456');
  await desk.goto('/admin/chat');
  await expect(desk.getByRole('heading', { name: '在线客服' })).toBeVisible();
  try {
    const phone = newPhone();
    await registerBuyer(page, phone, `聊天药房${phone.slice(-4)}`, readSmsCode);
    const [goods] = (await callApi<GoodsPage>(page, '/api/goods/list?page_size=1&page=5')).list;
    if (!goods) throw new Error('no goods on page 5 of the demo list');
    await page.goto(`/list/info/${goods.id}`);
    await page.getByRole('button', { name: '咨询客服' }).click();
    const chat = page.getByRole('dialog', { name: '在线客服' });
    await expect(chat.getByText('您好，请问有什么可以帮您？')).toBeVisible();
    await expect(chat.getByRole('region', { name: '您正在看的商品' })).toContainText(goods.name);
    await chat.getByRole('button', { name: '发送商品' }).click();
    const log = chat.getByRole('log', { name: '与客服的对话' });
    await expect(log.getByRole('link', { name: new RegExp(goods.name) })).toBeVisible();
    await expect(chat.getByRole('region', { name: '您正在看的商品' })).toHaveCount(0);

    await chat.getByRole('textbox', { name: '输入消息' }).fill('<b>阿莫西林胶囊</b>有货吗？');
    await chat.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect(log.getByText('<b>阿莫西林胶囊</b>有货吗？')).toBeVisible();
    await expect(chat.getByRole('textbox', { name: '输入消息' })).toHaveValue('');

    // Handed to an agent online, or waiting in the queue when none has room. Another lane's admin
    // may be online as an agent too: a supervisor then transfers it to 客服小王.
    const found = await callApi<Paged<AdminConversation>>(
      admin,
      `/api/admin/chat/conversations?keyword=${phone}`,
    );
    expect(found.list).toHaveLength(1);
    const conversation = found.list[0]!;
    const agents = await callApi<ChatAgent[]>(admin, '/api/admin/chat/agents');
    const kefu = agents.find((agent) => agent.name === '客服小王')!;
    expect(kefu.online).toBe(true);
    if (conversation.agent_id !== null && conversation.agent_id !== kefu.id)
      await callApi(admin, `/api/admin/chat/conversations/${conversation.id}/transfer`, {
        agent_id: kefu.id,
      });

    const company = `聊天药房${phone.slice(-4)}`;
    await desk.getByText(conversation.agent_id === null ? '排队中' : '我的接待', { exact: true }).click();
    await desk.getByRole('button', { name: new RegExp(company) }).click();
    await expect(desk.locator('.desk-bubble', { hasText: '<b>阿莫西林胶囊</b>有货吗？' })).toBeVisible();
    await expect(desk.getByRole('link', { name: new RegExp(`商品：${goods.name}`) })).toBeVisible();
    if (conversation.agent_id === null) await desk.getByRole('button', { name: /接\s*入/ }).click();
    await expect(desk.getByText('最近订单')).toBeVisible();
    await desk.getByRole('button', { name: '快捷回复' }).click();
    await desk.getByRole('menuitem', { name: '发货时间' }).click();
    await expect(desk.getByRole('textbox', { name: '回复内容' })).toHaveValue(/工作日 16:00 前付款/);
    await desk.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect(desk.locator('.desk-bubble', { hasText: '工作日 16:00 前付款' })).toBeVisible();
    await expectNoSeriousConsoleFindings(desk);
    await shot(desk, 'chat-desk', { fullPage: false });

    // The buyer's open drawer shows the answer as it is stored.
    await expect(log.getByText(/工作日 16:00 前付款/)).toBeVisible();
    await expect(log.getByText(/客服小王/)).toBeVisible();
    await expectNoSeriousFindings(page);
    await shot(page, 'chat-widget', { fullPage: false });

    // On a phone the chat opens from 我的, over the whole screen.
    await page.setViewportSize(PHONE.viewport);
    await page.goto('/user');
    await page.getByRole('main').getByRole('button', { name: '在线客服' }).click();
    const phoneChat = page.getByRole('dialog', { name: '在线客服' });
    await expect(phoneChat.getByText(/工作日 16:00 前付款/)).toBeVisible();
    await expect(phoneChat.getByRole('button', { name: '发送图片' })).toBeVisible();
    await expectNoSeriousFindings(page);
    await shot(page, 'chat-widget-phone', { fullPage: false });
  } finally {
    await desk.context().close();
    await switchChat(admin, false);
  }
});
