import { Layout, Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { OperatorMe } from '@yaocai/domain/contracts/admin';
import { paths } from '../../config/paths';
import { useConsoleLive } from '../../lib/live-connection';
import { hasPermission, useSignedInOperator } from '../../lib/operator';
import { useConsoleName } from '../../lib/page-title';
import { sections } from '../sections';
import { OperatorBar } from './operator-bar';
import './console-layout.css';

/** Its own component: the name's query must not re-render the layout, which needs a signed-in operator. */
function ConsoleBrand() {
  const consoleName = useConsoleName();
  return <div className="console-brand">{consoleName}</div>;
}

/**
 * The signed-in console. Signing out forgets the operator while the console may still be on screen:
 * it then shows nothing, so that no page asks for an operator who is gone.
 */
export function ConsoleLayout() {
  const operator = useSignedInOperator();
  return operator ? <SignedInConsole operator={operator} /> : null;
}

/** The dark menu of the areas the operator may see, the account bar, the page. */
function SignedInConsole({ operator }: { operator: OperatorMe }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useConsoleLive(pathname.startsWith(paths.chat.path) && hasPermission(operator, 'chat.agent'));
  const visible = sections.filter((section) => hasPermission(operator, section.permission));
  const current = visible.find(
    (section) => pathname === section.path || pathname.startsWith(`${section.path}/`),
  );
  return (
    <Layout className="console">
      <Layout.Sider width={208} className="console-sider">
        <ConsoleBrand />
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current.path] : []}
          items={visible.map(({ path, label, icon }) => ({ key: path, label, icon }))}
          onClick={({ key }) => void navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <OperatorBar operator={operator} />
        </Layout.Header>
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
