import { useRef, type ReactNode } from 'react';
import { Alert, Button, Space } from 'antd';
import { useBlocker } from 'react-router';

/**
 * Stops a move to another page while a form holds unsaved changes, and asks first. `release` lets
 * the next move through at once (after saving), without waiting for a render to see the form clean.
 */
export function useLeaveGuard(when: boolean, question: string): { guard: ReactNode; release: () => void } {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const guard =
    blocker.state === 'blocked' ? (
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
    ) : null;
  return {
    guard,
    release: () => {
      released.current = true;
    },
  };
}
