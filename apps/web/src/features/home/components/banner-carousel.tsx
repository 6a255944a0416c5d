import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { HOME_BANNER_ID } from '@yaocai/domain/constants';
import { useBanners } from '../api/get-banners';
import { ActivityLink } from '../../../components/activity-link';

const AUTOPLAY_MS = 4000;

export function BannerCarousel({ className = '' }: { className?: string }) {
  const { data: banners = [], isLoading } = useBanners(HOME_BANNER_ID);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (isLoading) return <Skeleton.Node active className={`yc-banner yc-banner-skeleton ${className}`} />;
  if (count === 0)
    return <div className={`yc-banner yc-banner-empty ${className}`}>药采网 · 医药采购批发平台</div>;

  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      className={`yc-banner ${className}`}
      aria-roledescription="carousel"
      aria-label="活动轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      // A keyboard user's slide must not turn inert under their focus.
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      {banners.map((banner, position) => (
        <div
          key={banner.id}
          className={position === current ? 'yc-banner-slide yc-banner-slide-active' : 'yc-banner-slide'}
          // Inert, not only aria-hidden: a hidden slide's link must leave the tab order too.
          inert={position !== current}
        >
          <ActivityLink url={banner.url} className="yc-banner-link">
            <img
              src={banner.image}
              alt={banner.title}
              // The first slide is the page's largest picture; the others wait until it is on screen.
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'low'}
            />
          </ActivityLink>
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className="yc-banner-arrow yc-banner-prev"
            aria-label="上一张"
            onClick={() => go(-1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="yc-banner-arrow yc-banner-next"
            aria-label="下一张"
            onClick={() => go(1)}
          >
            <RightOutlined />
          </button>
          <div className="yc-banner-dots">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                aria-label={`第${position + 1}张：${banner.title}`}
                aria-current={position === current}
                className={position === current ? 'yc-banner-dot yc-banner-dot-active' : 'yc-banner-dot'}
                onMouseEnter={() => setIndex(position)}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
