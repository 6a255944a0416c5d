import { Spin } from 'antd';

export function PageSpinner({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div className="yc-page-spinner">
      <Spin size="large" />
      <span>{tip}</span>
    </div>
  );
}
