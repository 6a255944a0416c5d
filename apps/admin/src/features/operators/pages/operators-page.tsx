import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { OperatorsTable } from '../components/operators-table';
import { RolesTable } from '../components/roles-table';

type Tab = 'operators' | 'roles';

/** 操作员与角色: who may sign in to the console, and what each role may do. The tab is kept in the URL. */
export function OperatorsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'roles' ? 'roles' : 'operators';
  return (
    <Page title="操作员与角色">
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === 'roles' ? { tab: 'roles' } : {}, { replace: true })}
        items={[
          { key: 'operators', label: '操作员', children: <OperatorsTable /> },
          { key: 'roles', label: '角色', children: <RolesTable /> },
        ]}
      />
    </Page>
  );
}
