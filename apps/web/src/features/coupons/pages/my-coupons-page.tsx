import { Empty, Pagination, Segmented, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { HeldCouponStatus } from '@yaocai/domain/contracts/coupons';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { paths } from '../../../config/paths';
import { pageFrom } from '../../../lib/page-param';
import { HELD_PAGE_SIZE, useHeldCoupons } from '../api/coupons';
import { ClaimableCoupons } from '../components/claimable-coupons';
import { CouponTicket } from '../components/coupon-ticket';
import '../coupons.css';

const STATES: { key: HeldCouponStatus; label: string; note?: string }[] = [
  { key: 'unused', label: '未使用' },
  { key: 'used', label: '已使用', note: '已使用' },
  { key: 'expired', label: '已过期', note: '已过期' },
];
const TYPES = [
  { label: '全部', value: 0 },
  { label: '满减券', value: 1 },
  { label: '折扣券', value: 2 },
];

function HeldCoupons() {
  const [params, setParams] = useSearchParams();
  const state = STATES.find((entry) => entry.key === params.get('status')) ?? STATES[0]!;
  const type = [1, 2].includes(Number(params.get('type'))) ? Number(params.get('type')) : 0;
  const page = pageFrom(params.get('page'));
  const coupons = useHeldCoupons(state.key, type, page);
  const go = (next: { status?: string; type?: number; page?: number }) => {
    const query: Record<string, string> = { status: next.status ?? state.key };
    const nextType = next.type ?? type;
    if (nextType) query.type = String(nextType);
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  let body;
  if (coupons.isPending) body = <Skeleton active />;
  else if (coupons.isError)
    body = <LoadFailed title="优惠券加载失败" error={coupons.error} onRetry={() => void coupons.refetch()} />;
  else if (coupons.data.total === 0) body = <Empty description={`暂无${state.label}的优惠券`} />;
  else
    body = (
      <>
        <ul className="yc-coupons">
          {coupons.data.list.map((coupon) => (
            <CouponTicket key={coupon.id} coupon={coupon} faded={state.key !== 'unused'} note={state.note}>
              {state.key === 'unused' && <Link to={paths.list.getHref()}>去使用</Link>}
            </CouponTicket>
          ))}
        </ul>
        <Pagination
          current={page}
          pageSize={HELD_PAGE_SIZE}
          total={coupons.data.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(next) => go({ page: next })}
        />
      </>
    );

  return (
    <section className="yc-member-section" aria-label="我的优惠券">
      <div className="yc-coupons-head">
        <Tabs
          activeKey={state.key}
          items={STATES.map((entry) => ({ key: entry.key, label: entry.label }))}
          onChange={(status) => go({ status })}
        />
        <Segmented
          aria-label="优惠券类型"
          options={TYPES}
          value={type}
          onChange={(next) => go({ type: next })}
        />
      </div>
      {body}
    </section>
  );
}

/** 我的优惠券: the buyer's coupons by state, and the ones on offer to claim. */
export function MyCouponsPage() {
  return (
    <MemberPage title="我的优惠券">
      <HeldCoupons />
      <section className="yc-member-section" aria-label="领取优惠券">
        <h2>领取优惠券</h2>
        <ClaimableCoupons />
      </section>
    </MemberPage>
  );
}
