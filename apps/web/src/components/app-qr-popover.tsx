import { MobileOutlined } from '@ant-design/icons';
import { HoverPopover } from './hover-popups';
import { QrCode } from './qr-code';

export function AppQrPopover() {
  return (
    <HoverPopover
      placement="bottom"
      content={
        <div className="yc-qr">
          <QrCode value={`${window.location.origin}/`} size={120} />
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
