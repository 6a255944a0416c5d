import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { HomeButton } from './home-button';

export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="yc-container yc-panel">
      <Result
        icon={<ClockCircleOutlined className="yc-coming-icon" />}
        title={title}
        subTitle="该页面即将上线，敬请期待"
        extra={<HomeButton />}
      />
    </div>
  );
}
