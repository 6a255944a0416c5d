import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { BannerCarousel } from '../components/banner-carousel';
import { HomeSections } from '../components/home-sections';
import '../home.css';

const PERKS = [
  { title: '满2000减100', text: '全场通用 上不封顶' },
  { title: '首单抽好礼', text: '新客首单 100% 中奖' },
  { title: '爆款限时秒', text: '每日整点 准时开抢' },
  { title: '品牌直供', text: '厂家授权 正品保障' },
];

export function PromotionPage() {
  return (
    <div className="yc-promotion">
      <section className="yc-promotion-band" aria-label="周年庆">
        <div className="yc-container yc-promotion-band-inner">
          <div className="yc-promotion-headline">
            <p className="yc-promotion-kicker">药采网 · 周年庆</p>
            <h1>感恩同行 采购狂欢季</h1>
            <p>全场药品、中药饮片、医疗器械 爆款直降 · 满额立减</p>
            <span className="yc-promotion-actions">
              <Link to={paths.home.getHref()} className="yc-promotion-cta">
                进入商城
              </Link>
              <Link to={paths.coupons.getHref()} className="yc-promotion-cta yc-promotion-cta-ghost">
                领取优惠券
              </Link>
            </span>
          </div>
          <ul className="yc-promotion-perks">
            {PERKS.map((perk) => (
              <li key={perk.title}>
                <strong>{perk.title}</strong>
                <span>{perk.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="yc-container yc-promotion-banner">
        <BannerCarousel />
      </div>
      <HomeSections hotTitle="周年庆爆款榜" />
    </div>
  );
}
