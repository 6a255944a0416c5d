import { Outlet } from 'react-router';
import type { Permission } from '@yaocai/domain/contracts/admin';
import { useCan } from '../lib/operator';
import { ForbiddenPage } from './pages/forbidden-page';

/** The pages below it, for operators whose role has the permission (or any of several); a 403 page else. */
export function RequirePermission({ permission }: { permission: Permission | readonly Permission[] }) {
  return useCan(permission) ? <Outlet /> : <ForbiddenPage />;
}
