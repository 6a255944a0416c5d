import { Drawer } from 'antd';
import { closeChat, useChatOpen } from '../../../lib/chat-opener';
import { usePhoneLayout } from '../../../lib/phone-layout';
import { ChatPanel } from './chat-panel';
import '../chat.css';

/** The chat with the service desk, in a drawer at the side (the whole screen on a phone). */
export function ChatHost() {
  const open = useChatOpen();
  const phone = usePhoneLayout() === true;
  return (
    <Drawer
      open={open}
      onClose={closeChat}
      title="在线客服"
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '100%' : 420}
      destroyOnHidden
      classNames={{ body: 'yc-chat-drawer-body' }}
    >
      <ChatPanel />
    </Drawer>
  );
}
