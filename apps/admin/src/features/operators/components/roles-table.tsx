import { useState } from 'react';
import { Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminRole } from '@yaocai/domain/contracts/admin';
import { LoadError } from '../../../components/load-error';
import { useRoles } from '../api/get-roles';
import { permissionLabel } from '../permission-labels';
import { useWithinMine } from '../within-mine';
import { RoleModal } from './role-modal';

/** The roles with their permissions; each but the superuser's, within the operator's own, can be edited. */
export function RolesTable() {
  const roles = useRoles();
  const withinMine = useWithinMine();
  // undefined: closed; null: a new role; else the role being edited.
  const [editing, setEditing] = useState<AdminRole | null | undefined>(undefined);

  const columns: TableColumnsType<AdminRole> = [
    { title: '名称', dataIndex: 'name', width: 160 },
    {
      title: '权限',
      key: 'permissions',
      render: (_value, role) =>
        role.is_superuser ? (
          <Tag color="gold">全部权限</Tag>
        ) : role.permissions.length === 0 ? (
          '—'
        ) : (
          <Flex wrap gap={4}>
            {role.permissions.map((code) => (
              <Tag key={code}>{permissionLabel(code)}</Tag>
            ))}
          </Flex>
        ),
    },
    { title: '操作员数', dataIndex: 'operators', width: 100, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_value, role) =>
        !role.is_superuser &&
        withinMine(role.permissions) && (
          <Button type="link" size="small" onClick={() => setEditing(role)}>
            编辑
          </Button>
        ),
    },
  ];

  if (roles.isError) return <LoadError error={roles.error} onRetry={() => void roles.refetch()} />;
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增角色
        </Button>
      </Flex>
      <Table<AdminRole>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={roles.data}
        loading={roles.isLoading}
        pagination={false}
        locale={{ emptyText: '暂无角色' }}
      />
      <RoleModal
        key={editing?.id ?? 'new'}
        role={editing ?? undefined}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
