import type { NewOperator } from '../modules/operators/operators.service.ts';
import type { BuyerStatus } from '../modules/accounts/accounts.tables.ts';

export interface DemoBuyer {
  phone: string;
  password: string;
  name: string;
  company: string;
  status: BuyerStatus;
  address: string;
  /** 开票信息 (纳税人识别号 with bank, account, registered address and phone): special VAT invoices. */
  vat?: { taxNo: string; bank: string; account: string; address: string; phone: string };
}

/** The accounts of the demo shop, for the start-up banner, the README and tests. */
export const demoAccounts = {
  /** Approved, in the 康宁大药房连锁 group, with a dedicated manager, 5,000 yuan balance and credit. */
  approvedBuyer: {
    phone: '13800000001',
    password: 'demo123456',
    name: '陈思远',
    company: '康宁大药房连锁有限公司（中山路店）',
    status: 'approved',
    address: '浙江省杭州市上城区中山南路 188 号',
    vat: {
      taxNo: '91330102MA2H3K7X5Q',
      bank: '中国工商银行杭州中山支行',
      account: '1202 0211 0900 1234 567',
      address: '浙江省杭州市上城区中山南路 188 号',
      phone: '0571-87001234',
    },
  },
  /** Another store of the same group: cart lines may be copied between the two. */
  groupBuyer: {
    phone: '13800000003',
    password: 'demo123456',
    name: '林晓燕',
    company: '康宁大药房连锁有限公司（解放路店）',
    status: 'approved',
    address: '浙江省杭州市上城区解放路 66 号',
  },
  /** Registered, qualifications awaiting approval. */
  pendingBuyer: {
    phone: '13800000002',
    password: 'demo123456',
    name: '赵明',
    company: '安和堂诊所有限公司',
    status: 'pending',
    address: '江苏省苏州市姑苏区人民路 520 号',
  },
  /** Every permission (the superuser role). */
  operator: { username: 'admin', password: 'admin123456', name: '系统管理员' },
  /** Customer service: reviews buyers and reads orders and goods, but does not ship or edit goods. */
  serviceOperator: {
    username: 'kefu',
    password: 'kefu123456',
    name: '客服小王',
    role: {
      name: '客服',
      permissions: [
        'buyers.read',
        'buyers.review',
        'orders.read',
        'goods.read',
        'promotions.read',
        'chat.agent',
      ],
    },
  },
} as const satisfies {
  approvedBuyer: DemoBuyer;
  groupBuyer: DemoBuyer;
  pendingBuyer: DemoBuyer;
  operator: NewOperator;
  serviceOperator: NewOperator;
};

export const DEMO_BUYER_GROUP = '康宁大药房连锁';
