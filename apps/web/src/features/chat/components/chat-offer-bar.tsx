import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ChatOffer } from '../../../lib/chat-opener';

/** The card the page that opened the chat offers to send: 发送 sends it, the cross puts it away. */
export function ChatOfferBar({
  offer,
  sending,
  onSend,
  onDrop,
}: {
  offer: ChatOffer;
  sending: boolean;
  onSend: () => void;
  onDrop: () => void;
}) {
  const title = offer.type === 'goods' ? offer.name : `订单 ${offer.order_no}`;
  return (
    <section
      className="yc-chat-offer"
      aria-label={offer.type === 'goods' ? '您正在看的商品' : '您要咨询的订单'}
    >
      {offer.image ? (
        <img className="yc-chat-card-image" src={offer.image} alt="" />
      ) : (
        <span className="yc-chat-card-image" />
      )}
      <span className="yc-chat-card-text">
        <span className="yc-chat-card-title">{title}</span>
        <span className="yc-chat-card-detail">{offer.detail}</span>
      </span>
      <Button type="primary" size="small" loading={sending} onClick={onSend}>
        {offer.type === 'goods' ? '发送商品' : '发送订单'}
      </Button>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label="不发送" onClick={onDrop} />
    </section>
  );
}
