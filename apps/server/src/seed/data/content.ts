import type { CategoryMenu } from '../../modules/catalog/catalog.tables.ts';

/** rnss: the hot-search links under the search box. */
export const hotSearchWords = [
  '感冒灵',
  '阿莫西林',
  '布洛芬',
  '连花清瘟',
  '口罩',
  '板蓝根',
  '枸杞子',
  '血压计',
];

export interface NavSeed {
  name: string;
  url: string;
  isOpen?: boolean;
  /** A small badge shown beside the name. */
  badge?: string;
  /** Children link to these top categories of a menu. */
  children?: { menu: CategoryMenu; categories: string[] };
}

export const navSeeds: NavSeed[] = [
  { name: '首页', url: '/home' },
  {
    name: '优选专区',
    url: '/yx',
    children: { menu: 'yx', categories: ['抗感染优选', '心脑血管优选', '感冒呼吸优选', '中成药精选'] },
  },
  {
    name: '中药饮片',
    url: '/zyyp',
    children: { menu: 'zy', categories: ['补虚药', '清热药', '解表药', '活血化瘀药', '理气药'] },
  },
  {
    name: '器械专区',
    url: '/list?qx=2',
    children: { menu: 'qx', categories: ['防护用品', '注射穿刺', '检测仪器', '敷料耗材', '康复护理'] },
  },
  { name: '秒杀专区', url: '/ms', badge: 'HOT' },
  { name: '领券中心', url: '/lq' },
  { name: '特价专区', url: '/tjzq/1' },
  { name: '新人专区', url: '/xr', badge: 'NEW' },
  { name: '品牌专区', url: '/pp' },
  { name: '积分商城', url: '/jfsc', isOpen: true },
];

/** Friendly links: public health authorities. */
export const friendlyLinks = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' },
  { name: '国家卫生健康委员会', url: 'https://www.nhc.gov.cn/' },
  { name: '国家中医药管理局', url: 'https://www.natcm.gov.cn/' },
  { name: '国家医疗保障局', url: 'https://www.nhsa.gov.cn/' },
  { name: '中国食品药品检定研究院', url: 'https://www.nifdc.org.cn/' },
  { name: '国家药典委员会', url: 'https://www.chp.org.cn/' },
  { name: '国家药品不良反应监测中心', url: 'https://www.cdr-adr.org.cn/' },
  { name: '中国政府网', url: 'https://www.gov.cn/' },
];

export interface BannerSeed {
  title: string;
  subtitle: string;
  url: string;
  colors: readonly [string, string];
}

export const homeCarousel: BannerSeed[] = [
  {
    title: '春季流感用药专场',
    subtitle: '感冒 · 发热 · 咳嗽 一站备齐',
    url: '/search?keyword=感冒',
    colors: ['#1e6fd9', '#48a6f5'],
  },
  {
    title: '慢病用药 满减狂欢',
    subtitle: '降压 降糖 调血脂 满500减20起',
    url: '/yx',
    colors: ['#c2410c', '#f59e0b'],
  },
  {
    title: '道地药材 源头直供',
    subtitle: '中药饮片 统货选货 品质可溯',
    url: '/zyyp',
    colors: ['#166534', '#4ade80'],
  },
  {
    title: '家用器械 健康守护',
    subtitle: '血压计 体温计 雾化器 限时特价',
    url: '/list?qx=2',
    colors: ['#0f766e', '#2dd4bf'],
  },
  {
    title: '新人专享 首单立减',
    subtitle: '资质审核通过即领 50 元新人券',
    url: '/xr',
    colors: ['#be123c', '#fb7185'],
  },
];

export const topAd: BannerSeed = {
  title: '药采网周年庆 全场满500减20起',
  subtitle: '活动时间以页面公告为准',
  url: '/promotion',
  colors: ['#b91c1c', '#f97316'],
};

export const activeNotice =
  '<p><strong>关于春节期间发货安排的通知：</strong>腊月二十六至正月初三期间暂停发货，正月初四起恢复正常发货，' +
  '请各位客户提前备货。给您带来的不便，敬请谅解！</p>';

export const accountManagerSeeds = {
  default: { name: '客服小李', phone: '400-800-1234' },
  dedicated: [
    { name: '王经理', phone: '13800001001' },
    { name: '张经理', phone: '13800001002' },
    { name: '刘经理', phone: '13800001003' },
  ],
};

export const welcomeMessages = [
  {
    title: '欢迎加入药采网',
    content:
      '尊敬的客户，您的企业资质已审核通过，现在可以查看价格并下单采购。' +
      '您的专属客户经理将为您提供选品、对账和售后服务。',
  },
  {
    title: '资质证照即将到期提醒',
    content:
      '您上传的《药品经营许可证》将于 60 天后到期，请在到期前于会员中心“资质管理”上传更新后的证照，' +
      '以免影响正常采购。',
  },
];

/** The service desk's 快捷回复. */
export const cannedReplies = [
  { title: '问候', text: '您好，我是药采网客服，请问有什么可以帮您？' },
  { title: '发货时间', text: '您好，工作日 16:00 前付款的订单当天发货，其余次日发出，发货后可在“我的订单”查看物流。' },
  { title: '首营资料', text: '首营资料（药品注册证、GMP 证书、检验报告）可在商品详情页下载，如需纸质盖章版请告知收件地址。' },
  { title: '结束语', text: '感谢您的咨询，如还有其他问题随时联系我们，祝您生意兴隆！' },
];
