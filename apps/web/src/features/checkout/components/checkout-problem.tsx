import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/** A checkout page that cannot go on (bad link, failed load), with the way out: reloading, when `onRetry`. */
export function CheckoutProblem({
  title,
  subTitle,
  onRetry,
  extra,
}: {
  title: string;
  subTitle?: string;
  onRetry?: () => void;
  extra?: ReactNode;
}) {
  return (
    <Result
      className="yc-checkout-problem"
      status="warning"
      title={title}
      subTitle={subTitle}
      extra={
        <>
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              重新加载
            </Button>
          )}
          {extra}
        </>
      }
    />
  );
}
