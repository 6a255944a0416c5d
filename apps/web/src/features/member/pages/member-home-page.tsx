import { CustomerServiceOutlined, WechatOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';
import type { UserState } from '@yaocai/domain/contracts/user';
import { MemberPage } from '../../../components/member-page';
import { contactService, WechatQr } from '../../../components/service-contacts';
import { paths } from '../../../config/paths';
import { modal } from '../../../lib/feedback';
import { usePhoneLayout } from '../../../lib/phone-layout';
import { useSiteOrigin } from '../../../lib/site';
import { useUserBase } from '../../../lib/user-base';
import { useLicences } from '../../../lib/licences';
import { useBalance, useCouponCount, useCredit, useOrderCounts } from '../api/member-summary';
import { LicenceSummary } from '../components/licence-summary';
import '../member.css';

const ORDER_STATES: OrderStatus[] = [1, 2, 3, 4, 5];

const SHORTCUTS = [
  { label: '我的订单', to: paths.orders.getHref() },
  { label: '我的余额', to: paths.balance.getHref() },
  { label: '我的授信', to: paths.credit.getHref() },
  { label: '我的优惠券', to: paths.myCoupons.getHref() },
  { label: '我的积分', to: paths.points.getHref() },
  { label: '资质管理', to: paths.qualifications.getHref() },
  { label: '我要求购', to: paths.purchaseRequests.getHref() },
  { label: '意见反馈', to: paths.feedback.getHref() },
  { label: '账户设置', to: paths.accountSettings.getHref() },
  { label: '绑定微信', to: paths.wechat.getHref() },
  { label: '常购清单', to: paths.oftenBought.getHref() },
  { label: '我的收藏', to: paths.favourites.getHref() },
  { label: '我的消息', to: paths.messages.getHref() },
  { label: '电子发票', to: paths.invoices.getHref() },
  { label: '购物车', to: paths.cart.getHref() },
];

/** One figure of the hub: the value once known, a dash when it could not be read. */
function Figure({
  label,
  query,
  children,
}: {
  label: string;
  query: { isPending: boolean; isError: boolean };
  children: ReactNode;
}) {
  return (
    <div className="yc-member-figure">
      <span className="yc-member-muted">{label}</span>
      <strong>
        {query.isPending ? <Skeleton.Button active size="small" /> : query.isError ? '—' : children}
      </strong>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="yc-member-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** On a phone, what the desktop's right bar offers beside the pages: customer service and the WeChat code. */
function PhoneServices({ user }: { user: UserState }) {
  const origin = useSiteOrigin();
  const showQr = () =>
    modal.info({
      title: '微信公众号',
      content: <WechatQr value={user.wechat || `${origin}/`} />,
      okText: '关闭',
      icon: null,
    });
  return (
    <nav className="yc-member-section yc-member-shortcuts" aria-label="客服与关注">
      <button type="button" className="yc-link-button" onClick={() => contactService(user)}>
        <CustomerServiceOutlined aria-hidden /> {user.is_can_chat ? '在线客服' : 'QQ客服'}
      </button>
      <button type="button" className="yc-link-button" onClick={showQr}>
        <WechatOutlined aria-hidden /> 微信公众号
      </button>
    </nav>
  );
}

function MemberHome() {
  const phone = usePhoneLayout() === true;
  const { data: user } = useUserBase();
  const orders = useOrderCounts();
  const balance = useBalance();
  const credit = useCredit();
  const coupons = useCouponCount();
  const licences = useLicences();
  if (!user) return null;
  const manager = user.admin;
  return (
    <>
      <section className="yc-member-section yc-member-account" aria-label="账户信息">
        <div>
          <h2>{user.company || user.name}</h2>
          <p className="yc-member-muted">
            {user.name} · {user.phone} ·{' '}
            <span className={user.is_passed ? 'yc-member-ok' : 'yc-member-warning'}>
              {user.is_passed ? '资质已认证' : '资质审核中'}
            </span>
          </p>
        </div>
        {manager && (
          <p className="yc-member-manager">
            专属客服：{manager.name} {manager.phone}
          </p>
        )}
      </section>
      <div className="yc-member-figures" role="group" aria-label="我的资产">
        <Figure label="账户余额" query={balance}>
          ¥{balance.data?.balance}
        </Figure>
        <Figure label="可用授信" query={credit}>
          ¥{credit.data?.available}
        </Figure>
        <Figure label="优惠券" query={coupons}>
          {coupons.data?.count} 张
        </Figure>
        <Figure label="积分" query={{ isPending: false, isError: false }}>
          {user.points}
        </Figure>
      </div>
      <Section title="我的订单">
        <ul className="yc-member-orders">
          {ORDER_STATES.map((state) => {
            const count = orders.data?.[String(state)] ?? (orders.isPending ? '…' : '—');
            return (
              <li key={state}>
                <Link
                  to={`${paths.orders.getHref()}?state=${state}`}
                  aria-label={`${ORDER_STATUS_LABEL[state]} ${count}`}
                >
                  <strong>{count}</strong>
                  <span>{ORDER_STATUS_LABEL[state]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="资质信息">
        {licences.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : licences.isError ? (
          <p className="yc-member-muted">资质信息暂时无法加载</p>
        ) : (
          <LicenceSummary licences={licences.data} />
        )}
        <Link className="yc-member-more" to={paths.qualifications.getHref()}>
          上传或更换资质
        </Link>
      </Section>
      <nav className="yc-member-section yc-member-shortcuts" aria-label="常用功能">
        {SHORTCUTS.map((shortcut) => (
          <Link key={shortcut.to} to={shortcut.to}>
            {shortcut.label}
          </Link>
        ))}
      </nav>
      {phone && <PhoneServices user={user} />}
    </>
  );
}

/** /user (user_hyzx): the buyer's own overview and the way to every page of the member centre. */
export function MemberHomePage() {
  return (
    <MemberPage title="会员中心">
      <MemberHome />
    </MemberPage>
  );
}
