import type { PayMethod } from '@yaocai/domain/contracts/checkout';
import type { CustomerType, Region } from '@yaocai/domain/contracts/admin';

/** A buyer of the demo shop's past: who they are, and how they buy. */
export interface HistoryBuyer {
  phone: string;
  name: string;
  company: string;
  customerType: CustomerType;
  region: Region;
  address: { province: string; city: string; district: string; detail: string };
  /** 纳税人识别号: such a buyer may ask for special VAT invoices. */
  taxNo?: string;
  /** How they usually pay; credit buyers get a line, balance buyers top up. */
  pays: PayMethod;
  /** Orders a week, on average. */
  perWeek: number;
  /** Packs per line: a clinic buys a few, a chain many. */
  packs: [min: number, max: number];
  /** Credit buyers only: stops repaying its bills for the last weeks, so the console lists them overdue. */
  laggard?: boolean;
}

/** Their password, as for every demo account. */
export const HISTORY_PASSWORD = 'demo123456';

const at = (province: string, city: string, district: string, detail: string) => ({
  province,
  city,
  district,
  detail,
});

/** A dozen buyers of every kind across the country, on 137 numbers no test signs up with. */
export const historyBuyers: readonly HistoryBuyer[] = [
  {
    phone: '13700000101',
    name: '周建华',
    company: '百草堂医药连锁有限公司（文三路店）',
    customerType: 'chain',
    region: '浙江',
    address: at('浙江省', '杭州市', '西湖区', '文三路 259 号'),
    taxNo: '91330106MA2B8R4L3K',
    pays: 'credit',
    perWeek: 2.25,
    packs: [3, 10],
  },
  {
    phone: '13700000102',
    name: '吴佳怡',
    company: '益丰惠民大药房连锁有限公司（观前街店）',
    customerType: 'chain',
    region: '江苏',
    address: at('江苏省', '苏州市', '姑苏区', '观前街 88 号'),
    taxNo: '91320508MA1N2Q6W8P',
    pays: 'credit',
    perWeek: 1.88,
    packs: [2, 8],
    laggard: true,
  },
  {
    phone: '13700000103',
    name: '郑晓东',
    company: '仁和堂大药房连锁有限公司（天河店）',
    customerType: 'chain',
    region: '广东',
    address: at('广东省', '广州市', '天河区', '天河北路 613 号'),
    pays: 'online',
    perWeek: 1.5,
    packs: [2, 8],
  },
  {
    phone: '13700000104',
    name: '孙丽',
    company: '济民大药房',
    customerType: 'pharmacy',
    region: '山东',
    address: at('山东省', '济南市', '历下区', '泉城路 156 号'),
    pays: 'balance',
    perWeek: 1.5,
    packs: [1, 5],
  },
  {
    phone: '13700000105',
    name: '冯志强',
    company: '安康药店',
    customerType: 'pharmacy',
    region: '四川',
    address: at('四川省', '成都市', '武侯区', '科华北路 62 号'),
    pays: 'online',
    perWeek: 1.12,
    packs: [1, 4],
  },
  {
    phone: '13700000106',
    name: '陈美玲',
    company: '福康大药房',
    customerType: 'pharmacy',
    region: '福建',
    address: at('福建省', '福州市', '鼓楼区', '五四路 118 号'),
    pays: 'balance',
    perWeek: 1.12,
    packs: [1, 5],
  },
  {
    phone: '13700000107',
    name: '杨海涛',
    company: '同德药房',
    customerType: 'pharmacy',
    region: '湖北',
    address: at('湖北省', '武汉市', '江汉区', '解放大道 688 号'),
    pays: 'balance',
    perWeek: 0.75,
    packs: [1, 4],
  },
  {
    phone: '13700000108',
    name: '刘医生',
    company: '杏林社区诊所',
    customerType: 'clinic',
    region: '安徽',
    address: at('安徽省', '合肥市', '蜀山区', '长江西路 99 号'),
    pays: 'online',
    perWeek: 0.75,
    packs: [1, 3],
  },
  {
    phone: '13700000109',
    name: '黄秀英',
    company: '康泰中西医结合诊所',
    customerType: 'clinic',
    region: '湖南',
    address: at('湖南省', '长沙市', '岳麓区', '麓山南路 12 号'),
    pays: 'balance',
    perWeek: 0.75,
    packs: [1, 3],
  },
  {
    phone: '13700000110',
    name: '马文斌',
    company: '博爱口腔门诊部',
    customerType: 'clinic',
    region: '河南',
    address: at('河南省', '郑州市', '金水区', '花园路 36 号'),
    pays: 'online',
    perWeek: 0.52,
    packs: [1, 3],
  },
  {
    phone: '13700000111',
    name: '赵主任',
    company: '青山区人民医院',
    customerType: 'hospital',
    region: '湖北',
    address: at('湖北省', '武汉市', '青山区', '冶金大道 213 号'),
    taxNo: '12420107MB1C5D7E9F',
    pays: 'credit',
    perWeek: 1.12,
    packs: [5, 20],
  },
  {
    phone: '13700000112',
    name: '钱科长',
    company: '溧水区中医院',
    customerType: 'hospital',
    region: '江苏',
    address: at('江苏省', '南京市', '溧水区', '中山东路 5 号'),
    taxNo: '12320117MB0A3B4C5D',
    pays: 'credit',
    perWeek: 0.75,
    packs: [4, 15],
  },
];
