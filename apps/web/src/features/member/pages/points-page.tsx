import { Table, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PointsEntry } from '@yaocai/domain/contracts/user';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { paths } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { pageFrom } from '../../../lib/page-param';
import { useUserBase } from '../../../lib/user-base';
import { POINTS_PAGE_SIZE, usePointsLog } from '../api/points';
import '../member.css';

const columns: TableColumnsType<PointsEntry> = [
  {
    title: '时间',
    dataIndex: 'created_at',
    width: 170,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
  },
  { title: '类型', dataIndex: 'kind', width: 130 },
  {
    title: '积分',
    dataIndex: 'change',
    width: 100,
    align: 'right',
    render: (change: number) => (change > 0 ? `+${change}` : String(change)),
  },
  { title: '结余', dataIndex: 'balance_after', width: 100, align: 'right' },
  { title: '备注', dataIndex: 'memo' },
];

function PointsView() {
  const { data: user } = useUserBase();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const log = usePointsLog(page);
  return (
    <>
      <section className="yc-member-section" aria-label="我的积分">
        <p>
          当前积分 <strong className="yc-member-points">{user?.points ?? '—'}</strong>
        </p>
        {log.data && (
          <p className="yc-member-muted">
            订单付款后每 1 元得 {log.data.per_yuan} 积分，订单取消或售后退款时扣回；积分可在
            <Link to={paths.pointsMall.getHref()}>积分商城</Link>兑换礼品。
          </p>
        )}
      </section>
      <section className="yc-member-section" aria-label="积分明细">
        <h2>积分明细</h2>
        {log.isError ? (
          <LoadFailed title="积分明细加载失败" error={log.error} onRetry={() => void log.refetch()} />
        ) : (
          <Table<PointsEntry>
            rowKey="id"
            columns={columns}
            dataSource={log.data?.list}
            loading={log.isPending || log.isPlaceholderData}
            locale={{ emptyText: '暂无积分记录' }}
            pagination={{
              current: page,
              pageSize: POINTS_PAGE_SIZE,
              total: log.data?.total ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setParams({ page: String(next) }),
            }}
          />
        )}
      </section>
    </>
  );
}

/** 我的积分: the points held, and every change of them. */
export function PointsPage() {
  return (
    <MemberPage title="我的积分">
      <PointsView />
    </MemberPage>
  );
}
