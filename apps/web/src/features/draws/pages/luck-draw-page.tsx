import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUserBase } from '../../../lib/user-base';
import { useDrawAds } from '../api/get-draw-ads';
import { useDrawSimple } from '../api/get-draw-simple';
import { DrawBoard } from '../components/draw-board';
import '../draws.css';

/** /luckDraw 幸运大转盘: the running draw (draw/simple), its wheel, rules and records, and the page's ads. */
export function LuckDrawPage() {
  const user = useUserBase();
  const signedIn = Boolean(user.data);
  const simple = useDrawSimple(signedIn);
  const ads = useDrawAds();
  const id = simple.data?.id ?? null;
  return (
    <div className="yc-container yc-draw">
      <h1 className="yc-draw-title">幸运大转盘</h1>
      {(ads.data?.list ?? []).map((ad) => (
        <a key={ad.image} href={ad.url || undefined} className="yc-draw-ad">
          <img src={ad.image} alt="抽奖活动广告" />
        </a>
      ))}
      {user.isPending || (signedIn && simple.isPending) ? (
        <Skeleton active />
      ) : !signedIn ? (
        <Empty description={<Link to={paths.login.getHref(paths.luckDraw.getHref())}>登录后参与抽奖</Link>} />
      ) : id === null ? (
        <Empty description="暂无进行中的抽奖活动，敬请期待" />
      ) : (
        <DrawBoard id={id} />
      )}
    </div>
  );
}
