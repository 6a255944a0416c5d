import { Descriptions, Result, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { RequireSignIn } from '../../../components/require-sign-in';
import { dayjs } from '../../../lib/dayjs';
import { useSignupPage } from '../api/signup';
import { SignupForm, SignupIntro } from '../components/signup-parts';
import '../eleven.css';

const at = (instant: string | null) => (instant ? dayjs(instant).format('YYYY-MM-DD HH:mm') : '');

/** /eleven/bm 活动报名: the sign-up running, a buyer signs up once and sees their sign-up. */
export function SignupPage() {
  const page = useSignupPage();
  let body;
  if (page.isPending) body = <Skeleton active />;
  else if (page.isError) {
    body = <LoadFailed title="报名活动加载失败" error={page.error} onRetry={() => void page.refetch()} />;
  } else if (page.data.state === 'none' || page.data.state === 'scheduled') {
    const subTitle =
      page.data.state === 'scheduled'
        ? `${page.data.title}将于${at(page.data.starts_at)}开始报名`
        : '敬请期待';
    body = <Result status="info" title="活动未开始" subTitle={subTitle} />;
  } else {
    const { title, description, starts_at: startsAt, ends_at: endsAt, left, cap, mine, state } = page.data;
    body = (
      <>
        <SignupIntro
          title={title ?? ''}
          description={description ?? ''}
          startsAt={startsAt}
          endsAt={endsAt}
          cap={cap}
          left={left}
        />
        {mine ? (
          <Descriptions title="我的报名" bordered size="small" column={1}>
            <Descriptions.Item label="联系人">{mine.contact_name}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{mine.phone}</Descriptions.Item>
            <Descriptions.Item label="备注">{mine.remark || '无'}</Descriptions.Item>
            <Descriptions.Item label="报名时间">{at(mine.created_at)}</Descriptions.Item>
          </Descriptions>
        ) : state === 'ended' ? (
          <Result status="info" title="活动已结束" />
        ) : (
          <RequireSignIn>
            <SignupForm full={left === 0} />
          </RequireSignIn>
        )}
      </>
    );
  }
  return (
    <div className="yc-container yc-eleven">
      <h1 className="yc-eleven-title">活动报名</h1>
      {body}
    </div>
  );
}
