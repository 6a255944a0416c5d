import { Button, Result } from 'antd';

export function RouteErrorPage() {
  return (
    <div className="yc-container yc-panel">
      <Result
        status="error"
        title="页面出错了"
        subTitle="页面加载失败，请刷新页面后重试"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新
          </Button>
        }
      />
    </div>
  );
}
