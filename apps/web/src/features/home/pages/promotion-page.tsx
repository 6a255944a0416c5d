import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { activityPerks } from '../activity-perks';
import { useRunningActivities } from '../api/get-running-activities';
import { BannerCarousel } from '../components/banner-carousel';
import { HomeSections } from '../components/home-sections';
import '../home.css';

function ActivityPerks() {
  const running = useRunningActivities();
  if (running.isPending)
    return <ul className="yc-promotion-perks" aria-busy="true" aria-label="进行中的活动" />;
  const perks = running.data ? activityPerks(running.data) : [];
  if (perks.length === 0) {
    return (
      <p className="yc-promotion-none">
        {running.isError ? '活动信息暂时无法加载' : '暂无进行中的活动，敬请期待'}
      </p>
    );
  }
  return (
    <ul className="yc-promotion-perks" aria-label="进行中的活动">
      {perks.map((perk) => (
        <li key={perk.key}>
          <strong>{perk.title}</strong>
          <span>{perk.text}</span>
          {perk.detail && <span>{perk.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

export function PromotionPage() {
  return (
    <div className="yc-promotion">
      <section className="yc-promotion-band" aria-label="周年庆">
        <div className="yc-container yc-promotion-band-inner">
          <div className="yc-promotion-headline">
            <p className="yc-promotion-kicker">药采网 · 周年庆</p>
            <h1>感恩同行 采购狂欢季</h1>
            <p>全场药品、中药饮片、医疗器械 一站采购</p>
            <span className="yc-promotion-actions">
              <Link to={paths.home.getHref()} className="yc-promotion-cta">
                进入商城
              </Link>
            </span>
          </div>
          <ActivityPerks />
        </div>
      </section>
      <div className="yc-container yc-promotion-banner">
        <BannerCarousel />
      </div>
      <HomeSections hotTitle="周年庆爆款榜" />
    </div>
  );
}
