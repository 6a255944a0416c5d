import { PERMISSIONS, type Permission } from '@yaocai/domain/contracts/admin';

/** A permission's Chinese label; a code the console does not know shows as it is. */
export const permissionLabel = (code: string) => PERMISSIONS[code as Permission] ?? code;

/** Every permission, in the contract's order, for a Checkbox.Group. */
export const permissionOptions = Object.entries(PERMISSIONS).map(([value, label]) => ({ value, label }));
