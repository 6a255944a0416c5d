import { Result } from 'antd';
import { HomeButton } from '../../components/home-button';

export function NotFoundPage() {
  return (
    <div className="yc-container yc-panel">
      <Result
        status="404"
        title="页面不存在"
        subTitle="抱歉，您访问的页面不存在或已下架"
        extra={<HomeButton />}
      />
    </div>
  );
}
