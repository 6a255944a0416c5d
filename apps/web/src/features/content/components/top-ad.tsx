import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTopAd } from '../api/get-top-ad';
import { ActivityLink } from '../../../components/activity-link';

const CLOSED_KEY = 'yc_top_ad_closed';

const wasClosed = () => {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The advertisement above the top bar; once closed it stays closed for the browser session. */
export function TopAd() {
  const [closed, setClosed] = useState(wasClosed);
  const { data: ad } = useTopAd(!closed);
  if (closed || !ad?.image) return null;

  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, '1');
    setClosed(true);
  };

  return (
    // The picture, stretched and blurred behind itself, fills the margins of wide screens.
    <div className="yc-top-ad" role="complementary" aria-label="顶部广告">
      <div className="yc-top-ad-backdrop" style={{ backgroundImage: `url("${ad.image}")` }} />
      <div className="yc-container yc-top-ad-inner">
        {ad.url ? (
          <ActivityLink url={ad.url} className="yc-top-ad-link">
            <img src={ad.image} alt="活动广告" />
          </ActivityLink>
        ) : (
          <img src={ad.image} alt="活动广告" />
        )}
        <button type="button" className="yc-top-ad-close" aria-label="关闭广告" onClick={close}>
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
