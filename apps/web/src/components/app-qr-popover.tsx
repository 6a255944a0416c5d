import { MobileOutlined } from '@ant-design/icons';
import { Popover, QRCode } from 'antd';

export function AppQrPopover() {
  return (
    <Popover
      placement="bottom"
      content={
        <div className="yc-qr">
          <QRCode value={`${window.location.origin}/`} size={120} bordered={false} />
          <span>扫码下载手机APP</span>
        </div>
      }
    >
      <span className="yc-topbar-item">
        <MobileOutlined /> 手机APP
      </span>
    </Popover>
  );
}
