import { Navigate } from 'react-router';
import { hasPermission, useOperator } from '../lib/operator';
import { ForbiddenPage } from './pages/forbidden-page';
import { sections } from './sections';

/** The console's start page is the first area the operator may see. */
export function HomeRedirect() {
  const operator = useOperator();
  const first = sections.find((section) => hasPermission(operator, section.permission));
  return first ? <Navigate to={first.path} replace /> : <ForbiddenPage />;
}
