import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import type { AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { useCan } from '../../../lib/operator';
import { availableCredit } from '../buyer-money';
import { AdjustBalanceModal } from './adjust-balance-modal';
import { CreditLineModal } from './credit-line-modal';

function CreditLine({ credit }: { credit: AdminBuyerDetail['credit'] }) {
  if (!credit) return <Typography.Text type="secondary">未开通授信</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={2}
      items={[
        { key: 'limit', label: '授信额度', children: `¥${credit.limit}` },
        { key: 'term', label: '账期', children: `${credit.term_days} 天` },
        { key: 'used', label: '已用额度', children: `¥${credit.used}` },
        { key: 'available', label: '可用额度', children: `¥${availableCredit(credit)}` },
      ]}
    />
  );
}

/** The buyer's balance and credit line; operators who may adjust them do it here. */
export function BuyerMoneyCard({ buyer }: { buyer: AdminBuyerDetail }) {
  const mayAdjust = useCan('finance.adjust');
  const [open, setOpen] = useState<'balance' | 'credit' | null>(null);
  const close = () => setOpen(null);
  return (
    <Card variant="borderless" title="资金与授信" style={{ height: '100%' }}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={9}>
          <Flex vertical gap={12} align="start">
            <Statistic title="账户余额" value={buyer.balance} prefix="¥" />
            {mayAdjust && <Button onClick={() => setOpen('balance')}>调整余额</Button>}
          </Flex>
        </Col>
        <Col xs={24} md={15}>
          <Flex vertical gap={12} align="start">
            <Typography.Text type="secondary">授信</Typography.Text>
            <CreditLine credit={buyer.credit} />
            {mayAdjust && <Button onClick={() => setOpen('credit')}>设置授信</Button>}
          </Flex>
        </Col>
      </Row>
      {mayAdjust && (
        <>
          <AdjustBalanceModal buyer={buyer} open={open === 'balance'} onClose={close} />
          <CreditLineModal buyer={buyer} open={open === 'credit'} onClose={close} />
        </>
      )}
    </Card>
  );
}
