import { and, desc, eq } from 'drizzle-orm';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import { Code } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';
import sanitizeHtml from 'sanitize-html';
import type { Executor } from '../../db/client.ts';
import { buyerIdentity } from '../accounts/accounts.service.ts';
import { contractSignatures } from './contracts.tables.ts';

/** Raise the version when the terms change: every buyer signs the new terms before the next order. */
export const CONTRACT_VERSION = '2026-11';
const CONTRACT_NOT_SIGNED = '请先签署电子购销合同，签署后即可下单';
const TITLE = '药品购销合同';

const escape = (text: string) => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });

/** The terms, with the parties filled in (escaped: the buyer's company is what they typed at sign-up). */
function contractHtml(company: string, seller: SellerDetails): string {
  const buyer = escape(company);
  const sellerLines = [
    ['地址', seller.address],
    ['联系电话', seller.phone],
    ['药品经营许可证', seller.licence_no],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<p>乙方${label}：${escape(value!)}</p>`);
  return [
    `<h3>${TITLE}</h3>`,
    `<p>甲方（购货方）：${buyer}</p>`,
    `<p>乙方（供货方）：${escape(seller.company_name)}</p>`,
    ...sellerLines,
    '<p>第一条 甲方通过乙方平台提交的每一笔订单，均构成本合同项下的具体采购约定，订单所列品名、规格、数量、价格即为双方约定的交易内容。</p>',
    '<p>第二条 乙方保证所供药品、医疗器械来源合法，随货提供加盖印章的检验报告及相关资质文件；甲方保证具备相应经营范围与资质，并在资质变更时及时告知乙方。</p>',
    '<p>第三条 甲方可选择余额、授信或在线方式付款。未在订单规定时间内付款的，订单自动取消。</p>',
    '<p>第四条 乙方按订单所选仓库发货。甲方收货时应当面核对品名、数量及外观质量，如有异议应在收货后7日内提出。</p>',
    '<p>第五条 特殊管理药品不在本平台销售。</p>',
    '<p>第六条 本合同以电子方式签署，与纸质合同具有同等法律效力。签署记录（时间、账号、IP地址）由乙方保存。</p>',
  ].join('');
}

async function latestSignature(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.userId, userId), eq(contractSignatures.version, CONTRACT_VERSION)))
    .orderBy(desc(contractSignatures.signedAt))
    .limit(1);
  return row;
}

export async function contractState(
  db: Executor,
  userId: number,
  seller: SellerDetails,
): Promise<ContractState> {
  const buyer = await buyerIdentity(db, userId);
  const signature = await latestSignature(db, userId);
  return {
    title: TITLE,
    content: contractHtml(buyer?.company ?? '', seller),
    signed: signature !== undefined,
    signed_at: signature?.signedAt.toISOString() ?? null,
  };
}

export async function isContractSigned(db: Executor, userId: number): Promise<boolean> {
  return (await latestSignature(db, userId)) !== undefined;
}

/** Code 459 (spec §8): the page shows the message and opens /dzht. */
export async function assertContractSigned(db: Executor, userId: number): Promise<void> {
  if (!(await isContractSigned(db, userId))) {
    throw new DomainError(Code.contractNotSigned, CONTRACT_NOT_SIGNED, 459);
  }
}

/** Records the signature once per version: signing again changes nothing. */
export async function signContract(db: Executor, userId: number, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const buyer = await buyerIdentity(tx, userId, { lock: true });
    if (!buyer || (await latestSignature(tx, userId))) return;
    await tx
      .insert(contractSignatures)
      .values({ userId, version: CONTRACT_VERSION, account: buyer.phone, ip });
  });
}
