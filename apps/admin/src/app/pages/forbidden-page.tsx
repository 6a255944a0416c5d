import { Result } from 'antd';
import { usePageTitle } from '../../lib/page-title';

export function ForbiddenPage() {
  usePageTitle('无权访问');
  return <Result status="403" title="403" subTitle="您没有查看此页面的权限，如需开通请联系管理员。" />;
}
