import { Alert, Button, Space } from 'antd';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** Whether leaving now would lose what was typed. */
  when: boolean;
  /** The question, naming what is not saved. */
  question: string;
}

/** Stops a move to another page while a form holds unsaved changes, and asks first. */
export function LeaveGuard({ when, question }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={question}
      action={
        <Space>
          <Button size="small" onClick={() => blocker.reset()}>
            留下
          </Button>
          <Button size="small" danger onClick={() => blocker.proceed()}>
            离开
          </Button>
        </Space>
      }
    />
  );
}
