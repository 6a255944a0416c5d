import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { useCan } from '../../../lib/operator';
import { BuyerProfileModal } from './buyer-profile-modal';
import { customerTypeLabel } from '../buyer-segments';

function Scopes({ scopes }: { scopes: string[] }) {
  if (scopes.length === 0) return <Typography.Text type="secondary">未设置</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {scopes.map((scope) => (
        <Tag key={scope} color="blue" style={{ margin: 0 }}>
          {scope}
        </Tag>
      ))}
    </Flex>
  );
}

/** Who looks after the buyer and what they may buy; operators who may edit buyers change both here. */
export function BuyerProfileCard({ buyer }: { buyer: AdminBuyerDetail }) {
  const mayEdit = useCan('buyers.write');
  const [editing, setEditing] = useState(false);
  const manager = buyer.manager ? `${buyer.manager.name}（${buyer.manager.phone}）` : '默认客户经理';
  return (
    <Card
      variant="borderless"
      title="客户资料"
      style={{ height: '100%' }}
      extra={
        mayEdit && (
          <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            编辑
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: '客户类型', children: customerTypeLabel(buyer.customer_type) ?? '未分类' },
          { key: 'region', label: '所在地区', children: buyer.region ?? '未设置' },
          { key: 'manager', label: '客户经理', children: manager },
          { key: 'scopes', label: '经营范围', children: <Scopes scopes={buyer.business_scopes} /> },
        ]}
      />
      {mayEdit && <BuyerProfileModal buyer={buyer} open={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}
