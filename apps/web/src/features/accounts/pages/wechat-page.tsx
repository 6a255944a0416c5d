import { WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { WECHAT_MESSAGES } from '@yaocai/domain/contracts/user';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { dayjs } from '../../../lib/dayjs';
import { message } from '../../../lib/feedback';
import { useBindWechat, useUnbindWechat, useWechatBinding } from '../api/wechat';
import '../account-settings.css';

const RETURN_NOTICE = {
  bound: { type: 'success', title: WECHAT_MESSAGES.bound },
  failed: { type: 'error', title: WECHAT_MESSAGES.failed },
  taken: { type: 'error', title: WECHAT_MESSAGES.taken },
} as const;

function WechatBindingView() {
  const [params] = useSearchParams();
  const binding = useWechatBinding();
  const bind = useBindWechat();
  const unbind = useUnbindWechat();
  const returned = params.get('bound')
    ? 'bound'
    : params.get('error') === 'taken'
      ? 'taken'
      : params.get('error')
        ? 'failed'
        : null;
  if (binding.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (binding.isError)
    return (
      <LoadFailed title="绑定信息加载失败" error={binding.error} onRetry={() => void binding.refetch()} />
    );
  const { bound, nickname, bound_at } = binding.data;
  return (
    <>
      {returned && <Alert showIcon role="status" {...RETURN_NOTICE[returned]} style={{ marginBottom: 16 }} />}
      <div className="yc-wechat-binding">
        <WechatOutlined className="yc-wechat-icon" aria-hidden />
        {bound ? (
          <div>
            <p>
              已绑定微信：<strong>{nickname}</strong>
            </p>
            <p className="yc-member-muted">绑定于 {dayjs(bound_at).format('YYYY-MM-DD HH:mm')}</p>
            <Popconfirm
              title="确定解除微信绑定吗？"
              okText="解除绑定"
              cancelText="取消"
              onConfirm={() =>
                unbind.mutateAsync(undefined, {
                  onSuccess: () => void message.success(WECHAT_MESSAGES.unbound),
                })
              }
            >
              <Button danger>解除绑定</Button>
            </Popconfirm>
          </div>
        ) : (
          <div>
            <p>当前账号未绑定微信</p>
            <p className="yc-member-muted">绑定后，该微信与当前企业账号关联，可随时解除</p>
            <Button
              type="primary"
              loading={bind.isPending}
              onClick={() => bind.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
            >
              绑定微信
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

/** zhzx_bdwx 绑定微信: bind the account to the buyer's WeChat, or unbind it. */
export function WechatPage() {
  return (
    <MemberPage title="绑定微信" panel>
      <WechatBindingView />
    </MemberPage>
  );
}
