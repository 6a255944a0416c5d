import { Button, Input, Space } from 'antd';
import { message } from '../../../lib/feedback';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void message.success('邀请链接已复制，快去分享给好友吧');
  } catch {
    void message.warning('复制失败，请手动选中链接复制');
  }
}

/** The buyer's link, whole, with a button that copies it, and the code on its own. */
export function ReferralLink({ code, link }: { code: string; link: string }) {
  const url = `${window.location.origin}${link}`;
  return (
    <section className="yc-referral-section" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title">我的邀请链接</h2>
      <Space.Compact block>
        <Input readOnly value={url} aria-label="邀请链接" onFocus={(event) => event.target.select()} />
        <Button type="primary" onClick={() => void copy(url)}>
          复制链接
        </Button>
      </Space.Compact>
      <p className="yc-referral-code">
        我的邀请码：<strong>{code}</strong>
        <span>好友注册时通过此链接进入，即记为您邀请</span>
      </p>
    </section>
  );
}
