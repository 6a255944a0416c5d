import { Result } from 'antd';
import type { ReactNode } from 'react';

/** A checkout page that cannot go on (bad link, failed load), with the way out. */
export function CheckoutProblem({
  title,
  subTitle,
  extra,
}: {
  title: string;
  subTitle?: string;
  extra: ReactNode;
}) {
  return (
    <Result
      className="yc-checkout-problem"
      status="warning"
      title={title}
      subTitle={subTitle}
      extra={extra}
    />
  );
}
