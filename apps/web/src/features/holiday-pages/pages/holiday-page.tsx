import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import type { HolidayPage, HolidayPageSlug } from '@yaocai/domain/contracts/activity-holiday-page';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { useHolidayPage } from '../api/get-holiday-page';
import { HolidayBlock } from '../components/holiday-blocks';
import '../holiday-pages.css';

const at = (instant: string | null) => (instant ? dayjs(instant).format('YYYY-MM-DD HH:mm') : '');

/** Before its window, after it, or none configured: said plainly, never a placeholder. */
function OutOfWindow({ page, title }: { page: HolidayPage; title: string }) {
  if (page.state === 'ended') {
    return (
      <Result
        status="info"
        title="活动已结束"
        subTitle={`${page.name ?? title}已于${at(page.ends_at)}结束`}
      />
    );
  }
  const subTitle =
    page.state === 'scheduled' ? `${page.name ?? title}将于${at(page.starts_at)}开始，敬请期待` : '敬请期待';
  return <Result status="info" title="活动未开始" subTitle={subTitle} />;
}

/** A 专题页 (/jz, /s12, /12, /lyjm): the page an operator configured, shown in its window. */
export function HolidayPageView({ slug, title }: { slug: HolidayPageSlug; title: string }) {
  const { word = '' } = useParams();
  const page = useHolidayPage(slug, word);
  let body;
  if (page.isPending) body = <Skeleton active />;
  else if (page.isError) {
    body = <LoadFailed title="活动加载失败" error={page.error} onRetry={() => void page.refetch()} />;
  } else if (page.data.state !== 'running') body = <OutOfWindow page={page.data} title={title} />;
  else {
    const { name, ends_at: endsAt, blocks } = page.data;
    body = (
      <>
        <p className="yc-holiday-window">活动截止：{at(endsAt)}</p>
        {blocks.map((block, index) => (
          <HolidayBlock key={index} block={block} pageName={name ?? title} />
        ))}
      </>
    );
  }
  const heading = page.data?.state === 'running' ? (page.data.name ?? title) : title;
  return (
    <div className="yc-container yc-holiday">
      <h1 className="yc-holiday-title">{heading}</h1>
      {body}
    </div>
  );
}

export const ChristmasPage = () => <HolidayPageView slug="jz" title="圣诞狂欢" />;
export const Double12Page = () => <HolidayPageView slug="s12" title="双十二" />;
export const ActivityZonePage = () => <HolidayPageView slug="lyjm" title="活动专区" />;
