/** Help centre: article category 3 is the help root the footer asks for (GET /api/article/category). */
export const HELP_ROOT_CATEGORY_ID = 3;

/** Root article categories with fixed ids, in id order. */
export const rootArticleCategories = [
  { id: 1, name: '商城公告' },
  { id: 2, name: '行业资讯' },
  { id: HELP_ROOT_CATEGORY_ID, name: '帮助中心' },
];

export interface HelpArticle {
  title: string;
  content: string;
}

export interface HelpCategory {
  name: string;
  articles: HelpArticle[];
}

const html = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (items: string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** Title of the article the header's quality-inspection link opens. */
export const QUALITY_INSPECTION_ARTICLE = '药品质量检验报告查询';

export const helpCategories: HelpCategory[] = [
  {
    name: '新手指南',
    articles: [
      {
        title: '会员注册流程',
        content:
          html('药采网仅面向具备合法资质的药店、诊所、医疗机构等企业客户开放。注册步骤如下：') +
          list([
            '点击页面右上角“免费注册”，填写手机号并获取短信验证码；',
            '设置登录密码，填写企业名称与联系人姓名；',
            '登录后进入会员中心“资质管理”，上传营业执照、药品经营许可证等资质文件；',
            '平台将在 1 个工作日内完成审核，审核通过后即可查看价格并下单。',
          ]),
      },
      {
        title: '首营资质上传说明',
        content:
          html('根据《药品经营质量管理规范》要求，首次采购前需提交以下资质（加盖企业公章）：') +
          list([
            '营业执照副本复印件；',
            '药品经营许可证或医疗机构执业许可证复印件；',
            '采购委托书及被委托人身份证复印件；',
            '经营医疗器械的，另需提交医疗器械经营备案凭证或许可证。',
          ]) +
          html('资质有效期临近时，系统会通过“我的消息”提醒您及时更新。'),
      },
      {
        title: '如何查看经营范围',
        content: html(
          '审核通过后，您的经营范围将按照资质文件核定。在会员中心“经营范围”页面可查看可采购的品种类别。',
          '超出经营范围的商品在列表中会显示“不可购买”，如需增加经营范围，请联系专属客户经理更新资质。',
        ),
      },
      {
        title: '忘记密码怎么办',
        content: html(
          '在登录页点击“忘记密码”，通过注册手机号接收验证码即可重置密码。',
          '如手机号已停用，请联系客服热线 400-800-1234，核实企业信息后协助处理。',
        ),
      },
    ],
  },
  {
    name: '购物指南',
    articles: [
      {
        title: '搜索与选购商品',
        content: html(
          '顶部搜索框支持按药品通用名或生产厂家搜索，也支持输入拼音首字母，例如输入“gmlkl”即可找到感冒灵颗粒。',
          '商品列表可按分类、品牌、生产厂家筛选，并可按销量、价格排序。',
        ),
      },
      {
        title: '阶梯价与中包装说明',
        content: html(
          '部分商品设有阶梯价：采购数量达到对应档位后，自动按更低单价结算，购物车中会提示“再买 N 件可享受下一档价格”。',
          '中包装（中包）是厂家的最小整件包装，部分商品需按中包装的整数倍采购。',
        ),
      },
      {
        title: '购物车与提交订单',
        content:
          html('加入购物车后，可在购物车中修改数量、勾选结算商品：') +
          list([
            '库存不足或不可购买的商品会自动取消勾选；',
            '同一连锁企业的门店账号可将购物车商品复制给其他门店；',
            '确认收货地址和支付方式后提交订单。',
          ]),
      },
      {
        title: '特殊管理药品说明',
        content: html(
          '根据国家相关规定，麻醉药品、精神药品、医疗用毒性药品、放射性药品等特殊管理药品不在本平台展示和销售。',
        ),
      },
    ],
  },
  {
    name: '支付方式',
    articles: [
      {
        title: '余额支付',
        content: html(
          '您可在会员中心“我的余额”充值，下单时优先使用余额抵扣，余额变动明细可随时查询。',
          '余额不支持提现，如需退款请联系客服处理。',
        ),
      },
      {
        title: '授信支付（赊销）',
        content: html(
          '符合条件的合作客户可申请授信额度，在额度内先采购后付款，按账期还款。',
          '授信额度、已用额度和还款记录可在会员中心“我的授信”查看。',
        ),
      },
      {
        title: '对公转账',
        content: html(
          '对公转账请备注订单编号，财务确认到账后订单将自动进入发货流程，一般在 1 个工作日内完成确认。',
        ),
      },
    ],
  },
  {
    name: '配送说明',
    articles: [
      {
        title: '配送范围与时效',
        content: html(
          '华东一号仓覆盖江浙沪皖地区，华南二号仓覆盖粤桂闽琼地区，其他地区由就近仓库发货。',
          '工作日 16:00 前支付的订单当天出库，一般 1–3 天送达。',
        ),
      },
      {
        title: '运费说明',
        content: html(
          '单笔订单满 800 元免运费，不足部分按实际运费收取；部分商品单独包邮，达到包邮数量即可免运费。',
        ),
      },
      {
        title: '验收与签收',
        content:
          html('收货时请当面核对：') +
          list([
            '外包装是否完好；',
            '品名、规格、批号、数量是否与随货同行单一致；',
            '冷链商品需核对温度记录。',
          ]) +
          html('如有破损或短少，请拒收或在签收单上注明，并于 24 小时内联系客服。'),
      },
    ],
  },
  {
    name: '售后服务',
    articles: [
      {
        title: '退换货政策',
        content: html(
          '因质量问题、错发、漏发产生的退换货，平台承担往返运费。',
          '药品属于特殊商品，非质量问题一经售出不予退换；近效期商品以页面标注为准。',
        ),
      },
      {
        title: QUALITY_INSPECTION_ARTICLE,
        content: html(
          '平台所售药品均可提供对应批号的药品检验报告书。',
          '请在订单详情中点击“下载质检报告”，或将商品名称、批号发送给专属客户经理获取电子版。',
        ),
      },
      {
        title: '发票说明',
        content: html(
          '平台默认开具增值税电子普通发票，如需专用发票请在会员中心维护开票信息。',
          '订单完成后 3 个工作日内可在“电子发票”页面查询和下载。',
        ),
      },
      {
        title: '投诉与建议',
        content: html(
          '如对商品或服务不满意，请拨打投诉热线 400-800-1234，或在会员中心提交意见反馈，我们将在 24 小时内回复。',
        ),
      },
    ],
  },
];
