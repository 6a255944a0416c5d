import { Table } from 'antd';
import type { ReferralPage } from '@yaocai/domain/contracts/activity-referral-reward';
import { dayjs } from '../../../lib/dayjs';

type Referred = ReferralPage['referred'][number];

/** The buyers the buyer referred, masked, with whether their first order earned a reward. */
export function ReferredBuyers({ referred, rewarded }: { referred: Referred[]; rewarded: number }) {
  return (
    <section className="yc-referral-section" aria-labelledby="referred-title">
      <h2 id="referred-title">
        我邀请的好友（{referred.length}人，已获奖励{rewarded}次）
      </h2>
      <Table<Referred>
        size="middle"
        rowKey={(row) => `${row.registered_at}-${row.phone}`}
        dataSource={referred}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        aria-label="我邀请的好友"
        locale={{ emptyText: '还没有好友通过您的链接注册，快去分享吧' }}
        columns={[
          { title: '好友', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'phone' },
          {
            title: '注册时间',
            dataIndex: 'registered_at',
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: '奖励',
            dataIndex: 'rewarded',
            render: (done: boolean) =>
              done ? <span className="yc-referral-done">已奖励</span> : <span>待首单支付</span>,
          },
          { title: '获得', dataIndex: 'earned', render: (earned: string | null) => earned ?? '—' },
        ]}
      />
    </section>
  );
}
