import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import type { CopyTarget } from '@yaocai/domain/contracts/cart';
import { useCopyCartLines } from '../api/copy-cart-lines';

interface CopyLinesModalProps {
  open: boolean;
  lineIds: number[];
  targets: CopyTarget[];
  onClose: () => void;
}

/** Copies the selected lines into the carts of other accounts of the same buyer group. */
export function CopyLinesModal({ open, lineIds, targets, onClose }: CopyLinesModalProps) {
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const close = () => {
    setAccountIds([]);
    onClose();
  };
  const copy = useCopyCartLines({ onCopied: close });
  return (
    <Modal
      title={`复制${lineIds.length}种商品到其他账号`}
      open={open}
      okText="复制"
      cancelText="取消"
      okButtonProps={{ disabled: accountIds.length === 0 }}
      confirmLoading={copy.isPending}
      onOk={() => copy.mutate({ ids: lineIds, accountIds })}
      onCancel={close}
    >
      <Checkbox.Group
        className="yc-cart-copy-targets"
        value={accountIds}
        onChange={(values) => setAccountIds(values)}
        options={targets.map((target) => ({
          value: target.id,
          label: `${target.company} · ${target.name} ${target.phone}`,
        }))}
      />
    </Modal>
  );
}
