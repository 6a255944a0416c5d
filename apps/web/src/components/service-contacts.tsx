import { QqOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/domain/contracts/user';
import { openChat } from '../lib/chat-opener';
import { modal } from '../lib/feedback';
import { QrCode } from './qr-code';

const qqHref = (uin: string) => `tencent://message/?uin=${encodeURIComponent(uin)}&Site=&Menu=yes`;

/** The shop's QQ numbers and hotline, or what to do to see them. */
export function QqContacts({ user }: { user: UserState | null | undefined }) {
  const numbers = [user?.common_config.qq1, user?.common_config.qq2].filter((qq): qq is string => !!qq);
  return (
    <div className="yc-right-qq">
      {numbers.length === 0 && <span>登录后可联系专属客服</span>}
      {numbers.map((qq, index) => (
        <a key={qq} href={qqHref(qq)}>
          <QqOutlined /> QQ客服{index + 1}：{qq}
        </a>
      ))}
      {user?.common_config.hot_line && <span>客服热线：{user.common_config.hot_line}</span>}
    </div>
  );
}

/** Chat when the buyer may chat (spec §6), otherwise the QQ numbers in a dialog. */
export function contactService(user: UserState | null | undefined) {
  if (user?.is_can_chat) openChat();
  else modal.info({ title: 'QQ客服', content: <QqContacts user={user} />, okText: '关闭', icon: null });
}

/** The shop's WeChat account as a QR code with its caption. */
export function WechatQr({ value }: { value: string }) {
  return (
    <div className="yc-qr">
      <QrCode value={value} size={120} label="微信公众号二维码" />
      <span>微信扫码 关注公众号</span>
    </div>
  );
}
