import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { REPAY_METHOD, type RepayMethod } from '@yaocai/domain/contracts/money';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { useBalance } from '../api/wallet';

interface RepayDialogProps {
  open: boolean;
  bills: number;
  totalFen: number;
  pending: boolean;
  onRepay: (method: RepayMethod) => void;
  onClose: () => void;
}

/** Confirms a repayment: how many bills, how much, and whether from the balance or online. */
export function RepayDialog({ open, bills, totalFen, pending, onRepay, onClose }: RepayDialogProps) {
  const balance = useBalance();
  const balanceFen = balance.data ? yuanToFen(balance.data.balance) : null;
  const balanceCovers = balanceFen !== null && balanceFen >= totalFen;
  const [method, setMethod] = useState<RepayMethod>(REPAY_METHOD.online);
  const chosen = method === REPAY_METHOD.balance && !balanceCovers ? REPAY_METHOD.online : method;

  return (
    <Modal
      open={open}
      title="账期还款"
      okText={chosen === REPAY_METHOD.balance ? '确认还款' : '去支付'}
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => onRepay(chosen)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        还款 {bills} 笔账单，共 <strong className="yc-wallet-overdue">¥{fenToYuan(totalFen)}</strong>
      </p>
      <Radio.Group
        aria-label="还款方式"
        value={chosen}
        onChange={(event) => setMethod(event.target.value as RepayMethod)}
        options={[
          { label: '在线支付', value: REPAY_METHOD.online },
          {
            label: `余额支付（可用 ¥${balance.data?.balance ?? '—'}${balanceCovers ? '' : '，不足'}）`,
            value: REPAY_METHOD.balance,
            disabled: !balanceCovers,
          },
        ]}
      />
    </Modal>
  );
}
