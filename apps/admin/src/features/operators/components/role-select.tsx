import { Select } from 'antd';
import { useRoles } from '../api/get-roles';
import { useWithinMine } from '../within-mine';

interface RoleSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
}

/** The roles to give an operator, as a Form.Item's control: those beyond the operator's own greyed. */
export function RoleSelect({ id, value, onChange, disabled }: RoleSelectProps) {
  const roles = useRoles();
  const withinMine = useWithinMine();
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={roles.isFetching}
      placeholder="选择角色"
      options={(roles.data ?? []).map((role) => ({
        value: role.id,
        label: role.name,
        disabled: !withinMine(role.permissions),
      }))}
    />
  );
}
