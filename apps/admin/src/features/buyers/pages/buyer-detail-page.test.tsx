import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, type HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Licence } from '@yaocai/domain/contracts/licences';
import type { AdminBuyerDetail, Permission } from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../../../lib/api-client';
import { buyerDetail, managers, ok, operatorHandler, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];

type Answer = (body: unknown) => AdminBuyerDetail | ReturnType<typeof HttpResponse.json>;

const buyerOrder = {
  id: 31,
  order_no: '2026112600000031',
  status: 2,
  buyer_id: 7,
  company: '康泰大药房',
  phone: '13800000002',
  payable: '115.00',
  pay_method: 'balance' as const,
  created_at: '2026-11-26T01:00:00.000Z',
  paid_at: '2026-11-26T01:05:00.000Z',
  shipped_at: null,
};

const licences: Licence[] = [
  {
    type: 'drug_trading',
    type_name: '药品经营许可证',
    number: '浙AA5710123',
    holder: '康宁大药房',
    valid_until: '2026-01-31',
    expiry: 'expired',
    images: ['/files/private/a.webp'],
    state: 'approved',
    review_note: '',
    submitted_by: 'operator',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    type: 'purchase_mandate',
    type_name: '采购委托书',
    number: 'WT-01',
    holder: '张伟',
    valid_until: null,
    expiry: 'none',
    images: ['/files/private/b.webp'],
    state: 'pending',
    review_note: '',
    submitted_by: 'buyer',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];

const addresses = [
  {
    id: 3,
    name: '王芳',
    phone: '13900000003',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路90号',
    is_default: 1,
  },
];

const sentMessages = [
  {
    id: 9,
    title: '订单已发货',
    content: '您的订单2026112600000031已由顺丰速运发出。',
    read_at: null,
    created_at: '2026-11-26T02:00:00.000Z',
  },
];

const repayments = [
  {
    id: 12,
    amount: '300.00',
    bill_ids: [5],
    status: 'rejected',
    status_label: '已拒绝（未扣款）',
    reason: '所选账单已还清或已退款，本次未扣款',
    created_at: '2026-11-26T03:00:00.000Z',
    paid_at: null,
  },
  {
    id: 11,
    amount: '300.00',
    bill_ids: [5],
    status: 'paid',
    status_label: '已还款',
    reason: null,
    created_at: '2026-11-26T03:00:00.000Z',
    paid_at: '2026-11-26T03:00:01.000Z',
  },
];

const ledger = [
  {
    id: 21,
    change: '-123.45',
    balance_after: '376.55',
    kind: '订单支付',
    memo: '2026112700000001',
    created_at: '2026-11-27T01:00:00.000Z',
  },
  {
    id: 20,
    change: '500.00',
    balance_after: '500.00',
    kind: '充值',
    memo: '',
    created_at: '2026-11-26T01:00:00.000Z',
  },
];

const bills = [
  {
    id: 6,
    order_no: '2026112700000002',
    amount: '200.00',
    status: 'unpaid' as const,
    created_at: '2026-11-27T01:00:00.000Z',
    due_at: '2099-12-27T01:00:00.000Z',
    settled_at: null,
  },
  {
    id: 5,
    order_no: '2026102700000001',
    amount: '300.00',
    status: 'unpaid' as const,
    created_at: '2026-10-27T01:00:00.000Z',
    due_at: '2026-11-26T01:00:00.000Z',
    settled_at: null,
  },
];

const notes = [
  {
    id: 4,
    content: '要求每月对账\n财务：刘会计',
    author_id: 1,
    author: '王经理',
    created_at: '2026-11-26T04:00:00.000Z',
  },
];

/** Serves the buyer, the managers and scopes to choose from, and records the changes, each answered by `answer`. */
function serveBuyer(buyer: AdminBuyerDetail, answer: Answer, permissions?: Permission[]) {
  const record =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const body = await request.json();
      calls.push({ method, path: new URL(request.url).pathname, body });
      const answered = answer(body);
      return answered instanceof Response ? answered : ok(answered);
    };
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}`), () => ok(buyer)),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/licences`), () => ok(licences)),
    http.get(apiUrl('/api/admin/orders'), ({ request }) =>
      ok({
        ...paged(new URL(request.url).searchParams.get('buyer_id') === String(buyer.id) ? [buyerOrder] : []),
        counts: {},
      }),
    ),
    http.post(apiUrl(`/api/admin/buyers/${buyer.id}/licences/:type/:decision`), record('POST')),
    http.get(apiUrl('/api/admin/managers'), () => ok(managers)),
    http.get(apiUrl('/api/admin/business-scopes'), () => ok(['中成药', '化学药制剂', '中药饮片'])),
    http.post(apiUrl(`/api/admin/buyers/${buyer.id}/balance`), record('POST')),
    http.put(apiUrl(`/api/admin/buyers/${buyer.id}/credit`), record('PUT')),
    http.put(apiUrl(`/api/admin/buyers/${buyer.id}/profile`), record('PUT')),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/addresses`), () => ok(addresses)),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/messages`), () =>
      ok({ ...paged(sentMessages), unread: 1 }),
    ),
    http.post(apiUrl(`/api/admin/buyers/${buyer.id}/messages`), record('POST')),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/repayments`), () => ok(paged(repayments))),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/notes`), () => ok(paged(notes))),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/balance-log`), () => ok({ ...paged(ledger), total: 12 })),
    http.get(apiUrl(`/api/admin/buyers/${buyer.id}/credit-bills`), () => ok(paged(bills))),
    http.post(apiUrl(`/api/admin/buyers/${buyer.id}/notes`), record('POST')),
  );
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** A statistic's text as shown: its title, then the value with its prefix. */
const figure = (title: string) => screen.getByText(title).closest('.ant-statistic')!.textContent;

/** A card, found by its title. */
const card = (title: string) => screen.getByText(title).closest<HTMLElement>('.ant-card')!;

async function openDialog(button: RegExp | string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

/** Opens an antd select by its label and picks the option with this text. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await screen.findByTitle(option);
  fireEvent.click(item);
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe("a buyer's money and manager", () => {
  it('shows the balance, the credit line with what is left of it, the manager and the scopes', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail());
    renderApp('/buyers/7');
    await waitFor(() => expect(figure('账户余额')).toBe('账户余额¥1,234.50'));
    const money = card('资金与授信');
    expect(within(money).getByText('¥5000.00')).toBeTruthy();
    expect(within(money).getByText('¥1234.56')).toBeTruthy();
    expect(within(money).getByText('¥3765.44')).toBeTruthy();
    expect(within(money).getByText('30 天')).toBeTruthy();
    const profile = card('客户资料');
    expect(within(profile).getByText('默认客户经理')).toBeTruthy();
    expect(within(profile).getByText('中成药')).toBeTruthy();
    expect(within(profile).getByText('化学药制剂')).toBeTruthy();
  });

  it('says so when the buyer has no credit line, and names their own manager', async () => {
    const buyer = buyerDetail({ credit: null, manager: managers[1]! });
    serveBuyer(buyer, () => buyer);
    renderApp('/buyers/7');
    expect(await screen.findByText('未开通授信')).toBeTruthy();
    expect(screen.getByText('陈晓燕（13900000002）')).toBeTruthy();
  });
});

describe('adjusting the balance', () => {
  it('takes the amount typed in yuan as exact negative fen, with the reason, and shows the new balance', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail({ balance: '1222.20', balance_fen: 122220 }));
    renderApp('/buyers/7');
    const dialog = await openDialog('调整余额');
    fireEvent.click(within(dialog).getByRole('radio', { name: '扣减' }));
    type(within(dialog).getByLabelText('金额（元）'), '12.3');
    type(within(dialog).getByLabelText('调整原因'), ' 退回多收货款 ');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/buyers/7/balance',
          body: { change_fen: -1230, reason: '退回多收货款' },
        },
      ]),
    );
    await waitFor(() => expect(figure('账户余额')).toBe('账户余额¥1,222.20'));
    expect(await screen.findByText('余额已调整')).toBeTruthy();
  });

  it('adds by default, and asks for an amount and a reason before sending', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail());
    renderApp('/buyers/7');
    const dialog = await openDialog('调整余额');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    expect(await within(dialog).findByText('请填写调整金额')).toBeTruthy();
    expect(within(dialog).getByText('请填写调整原因')).toBeTruthy();
    expect(calls).toEqual([]);
    type(within(dialog).getByLabelText('金额（元）'), '0.29');
    type(within(dialog).getByLabelText('调整原因'), '线下转账充值');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    await waitFor(() =>
      expect(calls.map((call) => call.body)).toEqual([{ change_fen: 29, reason: '线下转账充值' }]),
    );
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const refused = '余额不足：当前余额¥1234.50，调整后不能为负';
    serveBuyer(buyerDetail(), () => refusal(422, 422, refused, { change_fen: [refused] }));
    renderApp('/buyers/7');
    const dialog = await openDialog('调整余额');
    fireEvent.click(within(dialog).getByRole('radio', { name: '扣减' }));
    type(within(dialog).getByLabelText('金额（元）'), '5000');
    type(within(dialog).getByLabelText('调整原因'), '冲正');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ change_fen: -500000, reason: '冲正' }]);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(figure('账户余额')).toBe('账户余额¥1,234.50');
  });
});

describe('the credit line', () => {
  it('sends the limit in fen and the term, starting from the current line', async () => {
    const raised = buyerDetail({
      credit: { limit: '8000.50', limit_fen: 800050, used: '1234.56', used_fen: 123456, term_days: 45 },
    });
    serveBuyer(buyerDetail(), () => raised);
    renderApp('/buyers/7');
    const dialog = await openDialog('设置授信');
    const limit = within(dialog).getByLabelText('授信额度（元）') as HTMLInputElement;
    const term = within(dialog).getByLabelText('账期（天）') as HTMLInputElement;
    expect([limit.value, term.value]).toEqual(['5000.00', '30']);
    type(limit, '8000.5');
    type(term, '45');
    type(within(dialog).getByLabelText('调整原因'), '年度授信评审');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/buyers/7/credit',
          body: { limit_fen: 800050, term_days: 45, reason: '年度授信评审' },
        },
      ]),
    );
    const money = card('资金与授信');
    expect(await within(money).findByText('¥8000.50')).toBeTruthy();
    expect(within(money).getByText('45 天')).toBeTruthy();
    expect(within(money).getByText('¥6765.94')).toBeTruthy();
    expect(await screen.findByText('授信已更新')).toBeTruthy();
  });

  it("shows the server's refusal of a limit below what is used", async () => {
    const refused = '授信额度不能低于已用额度¥1234.56';
    serveBuyer(buyerDetail(), () => refusal(422, 422, refused, { limit_fen: [refused] }));
    renderApp('/buyers/7');
    const dialog = await openDialog('设置授信');
    type(within(dialog).getByLabelText('授信额度（元）'), '1000');
    type(within(dialog).getByLabelText('调整原因'), '降低额度');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { limit_fen: 100000, term_days: 30, reason: '降低额度' },
    ]);
  });
});

describe('the manager and business scope', () => {
  it('sends no manager for the default one, with the chosen scopes', async () => {
    const buyer = buyerDetail({ manager: managers[1]! });
    serveBuyer(buyer, () => buyerDetail({ business_scopes: ['中成药', '化学药制剂', '中药饮片'] }));
    renderApp('/buyers/7');
    const dialog = await openDialog(/编辑/);
    expect(await within(dialog).findByText('陈晓燕（13900000002）')).toBeTruthy();
    await choose(dialog, '客户经理', '使用默认客户经理');
    await choose(dialog, '经营范围', '中药饮片');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/buyers/7/profile',
          body: {
            manager_id: null,
            business_scopes: ['中成药', '化学药制剂', '中药饮片'],
            customer_type: null,
            region: null,
          },
        },
      ]),
    );
    const profile = card('客户资料');
    expect(await within(profile).findByText('默认客户经理')).toBeTruthy();
    expect(within(profile).getByText('中药饮片')).toBeTruthy();
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('sends the chosen manager by id', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail({ manager: managers[1]! }));
    renderApp('/buyers/7');
    const dialog = await openDialog(/编辑/);
    await choose(dialog, '客户经理', '陈晓燕（13900000002）');
    await choose(dialog, '客户类型', '连锁药店');
    await choose(dialog, '所在地区', '北京');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.map((call) => call.body)).toEqual([
        { manager_id: 2, business_scopes: ['中成药', '化学药制剂'], customer_type: 'chain', region: '北京' },
      ]),
    );
  });
});

describe('what a role may change', () => {
  it('shows the money and the manager to a reader, without their buttons', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail(), ['buyers.read']);
    renderApp('/buyers/7');
    await waitFor(() => expect(figure('账户余额')).toBe('账户余额¥1,234.50'));
    expect(screen.queryByRole('button', { name: '调整余额' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设置授信' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
  });

  it('offers the balance and credit to finance.adjust only, the profile to buyers.write only', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail(), ['buyers.read', 'finance.adjust']);
    const finance = renderApp('/buyers/7');
    expect(await screen.findByRole('button', { name: '调整余额' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '设置授信' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
    finance.unmount();

    serveBuyer(buyerDetail(), () => buyerDetail(), ['buyers.read', 'buyers.write']);
    renderApp('/buyers/7');
    expect(await screen.findByRole('button', { name: /编辑/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '调整余额' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设置授信' })).toBeNull();
  });
});

describe('资质证照', () => {
  it('shows each licence against its expiry, and reviews one the buyer uploaded', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail());
    renderApp(`/buyers/${buyerDetail().id}`);
    const licencesCard = await screen.findByText('资质证照').then(() => card('资质证照'));
    expect(await within(licencesCard).findByText('已于 2026-01-31 过期')).toBeTruthy();
    expect(within(licencesCard).getByText('长期有效')).toBeTruthy();
    const ordersCard = card('订单');
    expect(await within(ordersCard).findByRole('link', { name: '2026112600000031' })).toBeTruthy();
    const pendingRow = within(licencesCard).getByText('采购委托书').closest('tr')!;
    fireEvent.click(within(pendingRow).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText('驳回原因'), '缺少公章');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: `/api/admin/buyers/${buyerDetail().id}/licences/purchase_mandate/reject`,
          body: { reason: '缺少公章' },
        },
      ]),
    );
  });
});

describe('收货地址与消息', () => {
  it("shows the buyer's addresses and messages, and sends a message with buyers.write", async () => {
    serveBuyer(buyerDetail(), () => ok({ ...paged(sentMessages), unread: 2 }), [
      'buyers.read',
      'buyers.write',
    ]);
    renderApp(`/buyers/${buyerDetail().id}`);
    const addressesCard = await screen.findByText('收货地址').then(() => card('收货地址'));
    expect(await within(addressesCard).findByText('浙江省杭州市西湖区文三路90号')).toBeTruthy();
    expect(within(addressesCard).getByText('默认')).toBeTruthy();
    const messagesCard = await screen.findByText('消息（1 条未读）').then(() => card('消息（1 条未读）'));
    expect(within(messagesCard).getByText('订单已发货')).toBeTruthy();
    expect(within(messagesCard).getByText('未读')).toBeTruthy();

    const dialog = await openDialog('发送消息');
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('请填写标题')).toBeTruthy();
    type(within(dialog).getByLabelText('标题'), '资质即将到期');
    type(within(dialog).getByLabelText('内容'), '请及时上传新证。');
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: `/api/admin/buyers/${buyerDetail().id}/messages`,
          body: { title: '资质即将到期', content: '请及时上传新证。' },
        },
      ]),
    );
  });

  it('offers no message to a reader', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail(), ['buyers.read']);
    renderApp(`/buyers/${buyerDetail().id}`);
    await screen.findByText('消息（1 条未读）');
    expect(screen.queryByRole('button', { name: '发送消息' })).toBeNull();
  });
});

describe('还款记录', () => {
  it("lists the buyer's repayments as each ended, a rejected one with why", async () => {
    serveBuyer(buyerDetail(), () => buyerDetail(), ['buyers.read']);
    renderApp(`/buyers/${buyerDetail().id}`);
    const repaymentsCard = await screen.findByText('还款记录').then(() => card('还款记录'));
    const rejected = (await within(repaymentsCard).findByText('已拒绝（未扣款）')).closest('tr')!;
    expect(rejected.textContent).toContain('所选账单已还清或已退款，本次未扣款');
    expect(rejected.textContent).toContain('300.00');
    expect(within(repaymentsCard).getByText('已还款')).toBeTruthy();
    expect(within(repaymentsCard).getByText('共 2 笔')).toBeTruthy();
  });
});

describe('内部备注', () => {
  it('lists the notes with their author, and adds one after checking it as the server would', async () => {
    serveBuyer(buyerDetail(), () => ok(notes[0]!), ['buyers.read']);
    renderApp('/buyers/7');
    const list = await screen.findByRole('list', { name: '内部备注' });
    expect(within(list).getByText('王经理')).toBeTruthy();
    expect(within(list).getByText(/要求每月对账/)).toBeTruthy();
    const notesCard = card('内部备注');
    fireEvent.click(within(notesCard).getByRole('button', { name: '添加备注' }));
    expect(await within(notesCard).findByText('请填写备注内容')).toBeTruthy();
    type(within(notesCard).getByLabelText('新备注'), ' 下月起改为授信支付 ');
    fireEvent.click(within(notesCard).getByRole('button', { name: '添加备注' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: '/api/admin/buyers/7/notes', body: { content: '下月起改为授信支付' } },
      ]),
    );
    expect(await screen.findByText('备注已添加')).toBeTruthy();
  });
});

describe('资金明细', () => {
  it('pages the balance movements with their kinds, and lists the credit bills with the overdue one marked', async () => {
    serveBuyer(buyerDetail(), () => buyerDetail(), ['buyers.read']);
    renderApp('/buyers/7');
    await screen.findByText('资金明细');
    const ledgerCard = card('资金明细');
    const row = (await within(ledgerCard).findByText('2026112700000001')).closest('tr')!;
    expect(within(row).getByText('订单支付')).toBeTruthy();
    expect(within(row).getByText('-123.45')).toBeTruthy();
    expect(within(ledgerCard).getByText('+500.00')).toBeTruthy();
    expect(within(ledgerCard).getByText('共 12 条')).toBeTruthy();

    fireEvent.click(within(ledgerCard).getByRole('tab', { name: '授信账单' }));
    const overdue = (await within(ledgerCard).findByText('2026102700000001')).closest('tr')!;
    expect(within(overdue).getByText('已逾期')).toBeTruthy();
    const pending = within(ledgerCard).getByText('2026112700000002').closest('tr')!;
    expect(within(pending).getByText('待还款')).toBeTruthy();
  });
});
