import { Result, Skeleton, Table, type TableColumnsType } from 'antd';
import type { RankingEntry } from '@yaocai/domain/contracts/activity-ranking-contest';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { useRanking } from '../api/get-ranking';
import '../eleven.css';

const at = (instant: string | null) => (instant ? dayjs(instant).format('YYYY-MM-DD HH:mm') : '');

const columns: TableColumnsType<RankingEntry> = [
  { title: '名次', dataIndex: 'place', width: 80 },
  { title: '采购商', dataIndex: 'name' },
  { title: '采购金额（元）', dataIndex: 'amount', align: 'right' },
  { title: '奖品', dataIndex: 'prize', render: (prize: string | null) => prize ?? '—' },
];

/** /eleven/yw 排位赛: buyers ranked by what they paid in the window, names masked, and the buyer's own place. */
export function RankingPage() {
  const contest = useRanking();
  let body;
  if (contest.isPending) body = <Skeleton active />;
  else if (contest.isError) {
    body = <LoadFailed title="排位赛加载失败" error={contest.error} onRetry={() => void contest.refetch()} />;
  } else if (contest.data.state === 'none') {
    body = <Result status="info" title="活动未开始" subTitle="排位赛敬请期待" />;
  } else if (contest.data.state === 'scheduled') {
    body = (
      <Result
        status="info"
        title="活动未开始"
        subTitle={`${contest.data.name ?? '排位赛'}将于${at(contest.data.starts_at)}开始`}
      />
    );
  } else {
    const { name, starts_at: startsAt, ends_at: endsAt, state, ranking, mine, places } = contest.data;
    body = (
      <>
        <h2 className="yc-eleven-subtitle">{name}</h2>
        <p className="yc-eleven-window">
          活动时间：{at(startsAt)} 至 {at(endsAt)}
          {state === 'ended' && '（活动已结束，排名为最终结果）'}
        </p>
        <p className="yc-eleven-mine" role="status">
          {mine
            ? `我的排名：第${mine.place}名，采购金额¥${mine.amount}${mine.prize ? `，奖品：${mine.prize}` : ''}`
            : '我的排名：暂未上榜（登录并在活动期间下单支付即可参与）'}
        </p>
        <Table
          rowKey="place"
          columns={columns}
          dataSource={ranking}
          pagination={false}
          aria-label={`排行榜（前${places}名）`}
          locale={{ emptyText: '暂无排名，快来下单抢占第一名' }}
        />
      </>
    );
  }
  return (
    <div className="yc-container yc-eleven">
      <h1 className="yc-eleven-title">排位赛</h1>
      {body}
    </div>
  );
}
