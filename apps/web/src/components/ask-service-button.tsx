import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { openChat, type ChatOffer } from '../lib/chat-opener';
import { useUserBase } from '../lib/user-base';

/**
 * 咨询客服 about what the page shows: opens the chat offering to send its card. Shown only to a
 * buyer who may chat (the right bar's QQ numbers serve the rest).
 */
export function AskServiceButton({ offer, ...button }: { offer: ChatOffer } & Omit<ButtonProps, 'onClick'>) {
  const { data: user } = useUserBase();
  if (!user?.is_can_chat) return null;
  return (
    <Button icon={<CustomerServiceOutlined />} {...button} onClick={() => openChat(offer)}>
      咨询客服
    </Button>
  );
}
