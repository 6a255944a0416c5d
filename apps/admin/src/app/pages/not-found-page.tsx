import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundPage() {
  usePageTitle('页面不存在');
  return (
    <Result
      status="404"
      title="404"
      subTitle="页面不存在"
      extra={
        <Link to={paths.home.getHref()}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
