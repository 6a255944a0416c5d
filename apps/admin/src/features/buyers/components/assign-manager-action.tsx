import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { BUYERS_PICK_MAX } from '@yaocai/domain/contracts/admin';
import { managerFilterOptions, useManagers } from '../../../lib/account-managers';
import { message } from '../../../lib/feedback';
import { useAssignManager } from '../api/assign-manager';

interface AssignManagerActionProps {
  ids: number[];
  onDone: () => void;
}

/** The picked buyers' account manager, chosen once for all of them ('0': the shop's default one). */
export function AssignManagerAction({ ids, onDone }: AssignManagerActionProps) {
  const managers = useManagers({ enabled: true });
  const assign = useAssignManager({ onDone });
  const [chosen, setChosen] = useState<string>();
  const submit = () => {
    if (chosen === undefined) return void message.error('请选择客户经理');
    if (ids.length > BUYERS_PICK_MAX)
      return void message.error(`一次最多为${BUYERS_PICK_MAX}个客户指定客户经理`);
    assign.mutate({ ids, manager_id: chosen === '0' ? null : Number(chosen) });
  };
  return (
    <Space.Compact size="small">
      <Select
        size="small"
        aria-label="指定的客户经理"
        placeholder="客户经理"
        style={{ width: 140 }}
        options={managerFilterOptions(managers.data)}
        value={chosen}
        onChange={setChosen}
      />
      <Button size="small" loading={assign.isPending} onClick={submit}>
        指定客户经理
      </Button>
    </Space.Compact>
  );
}
