import { Result } from 'antd';

export function ForbiddenPage() {
  return <Result status="403" title="403" subTitle="您没有查看此页面的权限，如需开通请联系管理员。" />;
}
