import { BannerCarousel } from '../components/banner-carousel';
import { HomeAside } from '../components/home-aside';
import { HomeSections } from '../components/home-sections';
import '../home.css';

export function HomePage() {
  return (
    <div className="yc-home">
      {/* The category menu of the navigation strip stays open over the left of this row. */}
      <div className="yc-container yc-home-hero">
        <div className="yc-home-menu-space" />
        <BannerCarousel className="yc-home-banner" />
        <HomeAside />
      </div>
      <HomeSections />
    </div>
  );
}
