import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { BannersEditor } from '../components/banners-editor';
import { FocusBannersEditor } from '../components/focus-banners-editor';
import { GoodsPicksEditor } from '../components/goods-picks-editor';
import { NamedLinksEditor } from '../components/named-links-editor';
import { NavEditor } from '../components/nav-editor';
import { NoticesEditor } from '../components/notices-editor';

const TABS = [
  { key: 'carousel', label: '首页轮播图', children: <BannersEditor slot={121} /> },
  { key: 'top-ad', label: '顶部广告', children: <BannersEditor slot={1} /> },
  { key: 'focus-ads', label: '专区广告位', children: <FocusBannersEditor /> },
  { key: 'goods-picks', label: '商品推荐', children: <GoodsPicksEditor /> },
  { key: 'notices', label: '公告', children: <NoticesEditor /> },
  { key: 'hot-searches', label: '热门搜索', children: <NamedLinksEditor name="hot-searches" /> },
  { key: 'nav', label: '导航', children: <NavEditor /> },
  { key: 'links', label: '友情链接', children: <NamedLinksEditor name="links" /> },
];

/** 页面内容: what the storefront shows around the goods. The tab is kept in the URL. */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((item) => item.key === params.get('tab')) ? params.get('tab')! : TABS[0]!.key;
  return (
    <Page title="页面内容">
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === TABS[0]!.key ? {} : { tab: next }, { replace: true })}
        items={TABS}
        destroyOnHidden
      />
    </Page>
  );
}
