import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { PointsMallItem } from '@yaocai/domain/contracts/points-mall';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { paths } from '../../../config/paths';
import { message, modal } from '../../../lib/feedback';
import { useRenewableIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useExchangePoints } from '../api/exchange-points';
import { usePointsMall } from '../api/get-points-mall';
import { MyExchanges } from '../components/my-exchanges';
import { PointsItemCard } from '../components/points-item-card';
import '../points-mall.css';

function PointsMallView() {
  const mall = usePointsMall();
  const [key, renewKey] = useRenewableIdempotencyKey();
  const exchange = useExchangePoints(key);
  if (mall.isPending) return <Skeleton active />;
  if (mall.isError) {
    return <LoadFailed title="积分商城加载失败" error={mall.error} onRetry={() => void mall.refetch()} />;
  }
  const { points, items } = mall.data;
  const confirm = (item: PointsMallItem) =>
    modal.confirm({
      title: '确认兑换',
      content: `使用 ${item.points} 积分兑换「${item.name}」？兑换后积分不退还。`,
      okText: '确认兑换',
      cancelText: '取消',
      onOk: () =>
        exchange
          .mutateAsync(item.id)
          .then(({ msg }) => {
            // The next exchange is another request: a new key.
            renewKey();
            void message.success(
              `${msg || '兑换成功'}，${item.item_kind === 'coupon' ? '优惠券已发放到我的优惠券' : '商品将随后发货'}`,
            );
          })
          // A refusal (积分不足, 已兑完) was alerted by the client; the dialog closes on it.
          .catch(() => undefined),
    });
  return (
    <>
      <section className="yc-member-section yc-points-balance" aria-label="我的积分">
        <p>
          当前积分 <strong className="yc-member-points">{points}</strong>
        </p>
        <p className="yc-member-muted">
          兑换记录见 <Link to={paths.points.getHref()}>我的积分</Link>，兑换的优惠券见{' '}
          <Link to={paths.myCoupons.getHref()}>我的优惠券</Link>
          ；实物兑换品由客服安排发货，发货状态见下方「我的兑换」。
        </p>
      </section>
      <section className="yc-member-section" aria-label="兑换品">
        {items.length === 0 ? (
          <Empty description="暂无可兑换的礼品，敬请期待" />
        ) : (
          <ul className="yc-points-items">
            {items.map((item) => (
              <PointsItemCard
                key={item.id}
                item={item}
                points={points}
                busy={exchange.isPending && exchange.variables === item.id}
                onExchange={confirm}
              />
            ))}
          </ul>
        )}
      </section>
      <MyExchanges />
    </>
  );
}

/** /jfsc 积分商城: the buyer's points and the items to exchange them for, each after a confirmation. */
export function PointsMallPage() {
  return (
    <MemberPage title="积分商城">
      <PointsMallView />
    </MemberPage>
  );
}
