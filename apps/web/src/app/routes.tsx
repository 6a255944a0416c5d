import { lazy, Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import type { RouteMetaInput } from '../lib/route-meta';
import { PageSpinner } from '../components/page-spinner';
import { RootLayout } from './layouts/root-layout';
import { UnknownPathRedirect } from './unknown-path-redirect';
import {
  loadAccountSettingsPage,
  loadForgotPasswordPage,
  loadLoginPage,
  loadRegisterPage,
  loadWechatPage,
} from '../features/accounts/lazy';
import { loadCartPage } from '../features/cart/lazy';
import { loadCategoryPage, loadGoodsDetailPage, loadGoodsListPage } from '../features/catalog/lazy';
import {
  loadConfirmOrderPage,
  loadContractPage,
  loadOrderResultPage,
  loadPayOrderPage,
} from '../features/checkout/lazy';
import { loadHelpPage, loadLinksPage } from '../features/content/lazy';
import { loadHomePage, loadPromotionPage } from '../features/home/lazy';
import { loadFavouritesPage } from '../features/favourites/lazy';
import { loadCombinationsPage } from '../features/combinations/lazy';
import { loadFlashSalePage } from '../features/flash-sale/lazy';
import { loadActivityPreviewPage } from '../features/activity-preview/lazy';
import { loadSpecialPricePage } from '../features/special-price/lazy';
import { loadNewBuyerPage } from '../features/new-buyer/lazy';
import { loadBrandZonePage } from '../features/brand-zone/lazy';
import { loadFirstOrderDrawPage, loadLuckDrawPage } from '../features/draws/lazy';
import { loadAnniversaryCouponsPage, loadRankingPage, loadSignupPage } from '../features/eleven/lazy';
import { loadActivityZonePage, loadChristmasPage, loadDouble12Page } from '../features/holiday-pages/lazy';
import { loadPointsMallPage } from '../features/points-mall/lazy';
import { loadScanPage } from '../features/scan/lazy';
import { loadReferralPage } from '../features/referral/lazy';
import { loadMemberHomePage, loadPointsPage } from '../features/member/lazy';
import { loadMessagesPage } from '../features/messages/lazy';
import { loadBalancePage, loadCreditPage } from '../features/wallet/lazy';
import { loadCouponCentrePage, loadMyCouponsPage } from '../features/coupons/lazy';
import { loadQualificationsPage } from '../features/qualifications/lazy';
import { loadFeedbackPage, loadPurchaseRequestsPage } from '../features/buyer-requests/lazy';
import {
  loadInvoicesPage,
  loadOftenBoughtPage,
  loadOrderDetailPage,
  loadOrdersPage,
} from '../features/orders/lazy';

type LazyPage = NonNullable<RouteObject['lazy']>;

const comingSoon: LazyPage = () =>
  import('./pages/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage }));
const notFound: LazyPage = () =>
  import('./pages/not-found-page').then((module) => ({ Component: module.NotFoundPage }));
const loading: LazyPage = () =>
  import('./pages/loading-page').then((module) => ({ Component: module.LoadingPage }));

// Shown only when a route fails, so it is not part of any page's first load.
const RouteErrorPage = lazy(() =>
  import('./pages/route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);

// While a page's code loads on the first visit, the layout is already there, with this in the page's place.
const pageFallback = <PageSpinner />;

function page(path: string, handle: RouteMetaInput, lazy: LazyPage = comingSoon): RouteObject {
  return { path, handle, lazy, hydrateFallbackElement: pageFallback };
}

// Login-style pages: compact header with the page title, no navigation strip, no side bar.
const loginStyle = { header: false, headerLogin: true, nav: false, right: false } as const;

// The anniversary promotion hub: `/` lands on its index, the anniversary landing page.
const elevenChildren = (prefix: string): RouteObject[] => [
  {
    index: true,
    handle: {
      name: 'eleven_index',
      title: '周年庆',
      searchJump: true,
      right: true,
      firstScreen: true,
    } satisfies RouteMetaInput,
    lazy: loadPromotionPage,
    hydrateFallbackElement: pageFallback,
  },
  page(
    `${prefix}/ddcj/:id`,
    { name: 'eleven_ddcj', title: '首单抽奖', pPath: prefix },
    loadFirstOrderDrawPage,
  ),
  page(`${prefix}/yw`, { name: 'eleven_yw', title: '排位赛', pPath: prefix }, loadRankingPage),
  page(`${prefix}/gq`, { name: 'eleven_gq', title: '周年庆领券', pPath: prefix }, loadAnniversaryCouponsPage),
  page(`${prefix}/bm`, { name: 'eleven_bm', title: '活动报名', pPath: prefix }, loadSignupPage),
];

// One product list, reachable at several paths; each path names its list mode and category menu.
const listRoutes = (path: string, handle: Omit<RouteMetaInput, 'name'> & { title: string }): RouteObject => ({
  path,
  handle: { name: 'list', keep: true, ...handle } satisfies RouteMetaInput,
  children: [
    {
      index: true,
      handle: { name: 'list_index', firstScreen: 'data' } satisfies RouteMetaInput,
      lazy: loadGoodsListPage,
      hydrateFallbackElement: pageFallback,
    },
    {
      path: 'table',
      handle: { name: 'list_table' } satisfies RouteMetaInput,
      lazy: loadGoodsListPage,
      hydrateFallbackElement: pageFallback,
    },
  ],
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: (
      <Suspense fallback={<PageSpinner />}>
        <RouteErrorPage />
      </Suspense>
    ),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        index: true,
        handle: { name: 'index', title: '首页' } satisfies RouteMetaInput,
        // A loader rather than a <Navigate> element: the router redirects before the first render.
        loader: () => redirect(paths.promotion.getHref()),
      },
      {
        path: paths.eleven.path,
        handle: { name: 'eleven', title: '周年庆' },
        children: elevenChildren('/eleven'),
      },
      {
        path: paths.promotion.path,
        handle: { name: 'promotion', title: '周年庆' },
        children: elevenChildren('/promotion'),
      },
      page(paths.notFound.path, { name: '404', title: '页面不存在', right: false }, notFound),
      page(paths.loading.path, { name: 'loading', title: '加载中', noScrollTop: true }, loading),
      page(paths.christmas.path, { name: 'jz', title: '圣诞狂欢' }, loadChristmasPage),
      page(paths.brandActivity.path, { name: 'pp', title: '品牌专区' }, loadBrandZonePage),
      page(paths.referral.path, { name: 'ldx', title: '老带新有礼' }, loadReferralPage),
      page(paths.pointsMall.path, { name: 'jfsc', title: '积分商城' }, loadPointsMallPage),
      page(paths.specialPrice.path, { name: 'tjzq', title: '特价专区' }, loadSpecialPricePage),
      page(paths.coupons.path, { name: 'lq', title: '领券中心' }, loadCouponCentrePage),
      page(paths.flashSale.path, { name: 'ms', title: '限时秒杀', right: true }, loadFlashSalePage),
      page(
        paths.activityPreview.path,
        { name: 'preview', title: '活动预览', right: false },
        loadActivityPreviewPage,
      ),
      page(paths.activity.path, { name: 'lyjm', title: '活动专区', searchJump: true }, loadActivityZonePage),
      page(paths.newcomer.path, { name: 'xr', title: '新人专区', right: true }, loadNewBuyerPage),
      page(paths.luckDraw.path, { name: 'luckDraw', title: '幸运大转盘' }, loadLuckDrawPage),
      page(paths.double12.path, { name: 's12', title: '双十二' }, loadDouble12Page),
      page(paths.double12Alias.path, { name: '12', title: '双十二' }, loadDouble12Page),
      page(paths.home.path, { name: 'home', title: '首页', right: true, menu: 'general' }, loadHomePage),
      page(paths.category.path, { name: 'category', title: '商品分类', nav: false }, loadCategoryPage),
      page(paths.scan.path, { name: 'scan', title: '扫一扫', nav: false }, loadScanPage),
      page(paths.links.path, { name: 'links', title: '友情链接' }, loadLinksPage),
      page(paths.login.path, { name: 'login', title: '欢迎登录', ...loginStyle }, loadLoginPage),
      page(paths.register.path, { name: 'register', title: '欢迎注册', ...loginStyle }, loadRegisterPage),
      page(
        paths.forgotPassword.path,
        { name: 'forget_password', title: '找回密码', ...loginStyle },
        loadForgotPasswordPage,
      ),
      page(paths.user.path, { name: 'user_hyzx', title: '会员中心', right: true }, loadMemberHomePage),
      page(
        paths.balance.path,
        { name: 'zhzx_ye', title: '我的余额', pPath: paths.user.path },
        loadBalancePage,
      ),
      page(paths.credit.path, { name: 'zhzx_sx', title: '我的授信', pPath: paths.user.path }, loadCreditPage),
      page(
        paths.myCoupons.path,
        { name: 'zhzx_yhq', title: '我的优惠券', pPath: paths.user.path },
        loadMyCouponsPage,
      ),
      page(
        paths.qualifications.path,
        { name: 'zhzx_zz', title: '资质管理', pPath: paths.user.path },
        loadQualificationsPage,
      ),
      page(
        paths.accountSettings.path,
        { name: 'zhzx_zhsz', title: '账户设置', pPath: paths.user.path },
        loadAccountSettingsPage,
      ),
      page(
        paths.oftenBought.path,
        { name: 'cgqd', title: '常购清单', pPath: paths.user.path },
        loadOftenBoughtPage,
      ),
      page(
        paths.purchaseRequests.path,
        { name: 'qiugou', title: '我要求购', pPath: paths.user.path },
        loadPurchaseRequestsPage,
      ),
      page(
        paths.feedback.path,
        { name: 'yjfk', title: '意见反馈', pPath: paths.user.path },
        loadFeedbackPage,
      ),
      page(
        paths.wechat.path,
        { name: 'zhzx_bdwx', title: '绑定微信', pPath: paths.user.path },
        loadWechatPage,
      ),
      page(paths.points.path, { name: 'zhzx_jf', title: '我的积分', pPath: paths.user.path }, loadPointsPage),
      page(paths.orders.path, { name: 'order', title: '我的订单', pPath: paths.user.path }, loadOrdersPage),
      page(
        paths.orderDetail.path,
        { name: 'order_info', title: '订单详情', pPath: paths.orders.path },
        loadOrderDetailPage,
      ),
      page(
        paths.invoices.path,
        { name: 'dzfp', title: '电子发票查询', pPath: paths.user.path },
        loadInvoicesPage,
      ),
      page(
        paths.cart.path,
        { name: 'cart_step1', title: '我的购物车', step: 1, nav: false, right: true },
        loadCartPage,
      ),
      page(
        paths.checkoutConfirm.path,
        { name: 'cart_step2', title: '确认订单', step: 2, nav: false, phoneTabs: false },
        loadConfirmOrderPage,
      ),
      page(
        paths.checkoutPay.path,
        { name: 'cart_step3', title: '支付订单', step: 3, nav: false, phoneTabs: false },
        loadPayOrderPage,
      ),
      page(
        paths.checkoutResult.path,
        { name: 'cart_step4', title: '支付结果', step: 4, nav: false },
        loadOrderResultPage,
      ),
      page(
        paths.favourites.path,
        { name: 'star', title: '我的收藏', pPath: paths.user.path, right: true },
        loadFavouritesPage,
      ),
      page(
        paths.messages.path,
        { name: 'wdxx', title: '我的消息', pPath: paths.user.path, right: true },
        loadMessagesPage,
      ),
      page(paths.combinations.path, { name: 'zhzq', title: '组合专区' }, loadCombinationsPage),
      page(paths.contract.path, { name: 'dzht', title: '电子合同' }, loadContractPage),
      page(
        paths.goodsDetail.path,
        {
          name: 'list_info',
          title: '商品详情',
          right: true,
          pPath: paths.list.path,
          phoneTabs: false,
          firstScreen: 'data',
        },
        loadGoodsDetailPage,
      ),
      listRoutes(paths.list.path, { title: '商品列表', right: true, menu: 'general' }),
      listRoutes(paths.search.path, { title: '搜索结果', right: true, menu: 'general' }),
      listRoutes(paths.listYx.path, { title: '优选专区', right: true, menu: 'yx' }),
      listRoutes(paths.listZyyp.path, { title: '中药饮片', right: true, menu: 'zy' }),
      {
        path: paths.help.path,
        handle: { name: 'help', title: '帮助中心' } satisfies RouteMetaInput,
        children: [
          { index: true, lazy: loadHelpPage, hydrateFallbackElement: pageFallback },
          page('xrzn', { name: 'help_xrzn', title: '新人指南' }, loadHelpPage),
          page('hyzc', { name: 'help_hyzc', title: '会员注册' }, loadHelpPage),
          page('xrzn/hyzc', { name: 'help_xrzn_hyzc', title: '会员注册' }, loadHelpPage),
        ],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];
