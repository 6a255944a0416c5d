import { useState } from 'react';
import { Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminOperator } from '@yaocai/domain/contracts/admin';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { useOperators } from '../api/get-operators';
import { useRoles } from '../api/get-roles';
import { useWithinMine } from '../within-mine';
import { EditOperatorModal } from './edit-operator-modal';
import { NewOperatorModal } from './new-operator-modal';

/**
 * The console's operators with their roles; each whose role is within the signed-in operator's own
 * permissions can be renamed, given another role or disabled.
 */
export function OperatorsTable() {
  const operators = useOperators();
  const roles = useRoles();
  const withinMine = useWithinMine();
  const editable = (operator: AdminOperator) =>
    withinMine(roles.data?.find((role) => role.id === operator.role_id)?.permissions ?? []);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminOperator | null>(null);

  const columns: TableColumnsType<AdminOperator> = [
    { title: '用户名', dataIndex: 'username', width: 160 },
    { title: '姓名', dataIndex: 'name', width: 140 },
    { title: '角色', dataIndex: 'role', width: 160 },
    {
      title: '状态',
      dataIndex: 'active',
      width: 90,
      render: (active: boolean) => (active ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '最近登录', dataIndex: 'last_login_at', width: 170, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_value, operator) =>
        editable(operator) && (
          <Button type="link" size="small" onClick={() => setEditing(operator)}>
            编辑
          </Button>
        ),
    },
  ];

  if (operators.isError) {
    return <LoadError error={operators.error} onRetry={() => void operators.refetch()} />;
  }
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          新增操作员
        </Button>
      </Flex>
      <Table<AdminOperator>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={operators.data}
        loading={operators.isLoading}
        pagination={false}
        locale={{ emptyText: '暂无操作员' }}
      />
      <NewOperatorModal open={adding} onClose={() => setAdding(false)} />
      {editing && (
        <EditOperatorModal key={editing.id} operator={editing} open onClose={() => setEditing(null)} />
      )}
    </>
  );
}
