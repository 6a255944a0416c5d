import type { AdminConversation } from '@yaocai/domain/contracts/chat-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { Page } from '@playwright/test';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, expect, operatorPage, registerBuyer, shot, test } from '../fixtures.ts';

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

test('a buyer chats with the service desk from the right bar, the answer arriving without a reload', async ({
  page,
  browser,
  newPhone,
  readSmsCode,
}) => {
  const admin = await operatorPage(browser, 'admin', 'admin123456');
  await switchChat(admin, true);
  try {
    const phone = newPhone();
    await registerBuyer(page, phone, `聊天药房${phone.slice(-4)}`, readSmsCode);
    await page.goto('/home');
    await page
      .getByRole('complementary', { name: '侧边栏' })
      .getByRole('button', { name: '在线客服' })
      .click();
    const chat = page.getByRole('dialog', { name: '在线客服' });
    await expect(chat.getByText('您好，请问有什么可以帮您？')).toBeVisible();

    await chat.getByRole('textbox', { name: '输入消息' }).fill('<b>阿莫西林胶囊</b>有货吗？');
    await chat.getByRole('button', { name: /发\s*送/ }).click();
    const log = chat.getByRole('log', { name: '与客服的对话' });
    await expect(log.getByText('<b>阿莫西林胶囊</b>有货吗？')).toBeVisible();
    await expect(chat.getByRole('textbox', { name: '输入消息' })).toHaveValue('');

    // The desk answers; the buyer's open drawer shows it as it is stored.
    const waiting = await callApi<Paged<AdminConversation>>(
      admin,
      `/api/admin/chat/conversations?state=waiting&keyword=${phone}`,
    );
    expect(waiting.list).toHaveLength(1);
    await callApi(admin, `/api/admin/chat/conversations/${waiting.list[0]!.id}/messages`, {
      text: '有货，今天下单明天发',
    });
    await expect(log.getByText('有货，今天下单明天发')).toBeVisible();
    await expect(log.getByText(/系统管理员/)).toBeVisible();
    await expectNoSeriousFindings(page);
    await shot(page, 'chat-widget', { fullPage: false });
  } finally {
    await switchChat(admin, false);
  }
});
