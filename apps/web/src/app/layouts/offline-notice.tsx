import { DisconnectOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says so while the device is offline: the service worker still opens the shop's pages, but prices,
 * stock, the cart and orders come from the server only.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <div className="yc-offline-notice" role="status">
      <DisconnectOutlined aria-hidden />{' '}
      网络已断开：价格、库存、购物车和订单需联网后才能查看，恢复网络后将自动刷新
    </div>
  );
}
