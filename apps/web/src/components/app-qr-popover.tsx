import { MobileOutlined } from '@ant-design/icons';
import { HoverPopover } from './hover-popups';
import { useSiteOrigin } from '../lib/site';
import { QrCode } from './qr-code';

export function AppQrPopover() {
  const origin = useSiteOrigin();
  return (
    <HoverPopover
      placement="bottom"
      content={
        <div className="yc-qr">
          <QrCode value={`${origin}/`} size={120} label="手机APP下载二维码" />
          <span>扫码下载手机APP</span>
        </div>
      }
    >
      <span className="yc-topbar-item">
        <MobileOutlined /> 手机APP
      </span>
    </HoverPopover>
  );
}
