import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';

/** A page that could not load (its code after a new build, or the operator check failed). */
export function RouteErrorPage() {
  usePageTitle('出错了');
  const error = useRouteError();
  const detail = isApiError(error) && error.msg ? error.msg : '页面加载失败，请刷新重试';
  return (
    <Result
      status="error"
      title="出错了"
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新
        </Button>
      }
    />
  );
}
