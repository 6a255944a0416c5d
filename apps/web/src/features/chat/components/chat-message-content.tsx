import { Image } from 'antd';
import { Link } from 'react-router';
import type { ChatMessage } from '@yaocai/domain/contracts/chat-responses';
import { paths } from '../../../config/paths';
import { closeChat } from '../../../lib/chat-opener';

/** A card's small picture, or an empty square where it has none. */
function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img className="yc-chat-card-image" src={src} alt="" />
  ) : (
    <span className="yc-chat-card-image" />
  );
}

/**
 * What a message says: its text (never read as HTML), a picture (shown larger on a click), or a card
 * of goods or an order that leads to its page.
 */
export function ChatMessageContent({ message }: { message: ChatMessage }) {
  const attachment = message.attachment;
  if (attachment?.type === 'image')
    return (
      <div className="yc-chat-picture">
        <Image src={attachment.url} alt="聊天图片" width={160} />
      </div>
    );
  if (attachment?.type === 'goods')
    return (
      <Link className="yc-chat-card" to={paths.goodsDetail.getHref(attachment.goods_id)} onClick={closeChat}>
        <Thumb src={attachment.image} />
        <span className="yc-chat-card-text">
          <span className="yc-chat-card-title">{attachment.name}</span>
          <span className="yc-chat-card-detail">
            {attachment.ypgg} · {attachment.sccj}
          </span>
          <span className="yc-chat-card-price">
            {attachment.price === null ? attachment.price_tip : `¥${attachment.price}/${attachment.bzdw}`}
          </span>
        </span>
      </Link>
    );
  if (attachment?.type === 'order')
    return (
      <Link className="yc-chat-card" to={paths.orderDetail.getHref(attachment.order_id)} onClick={closeChat}>
        <Thumb src={attachment.image} />
        <span className="yc-chat-card-text">
          <span className="yc-chat-card-title">订单 {attachment.order_no}</span>
          <span className="yc-chat-card-detail">
            {attachment.status_label} · 共 {attachment.line_count} 种
          </span>
          <span className="yc-chat-card-price">¥{attachment.payable}</span>
        </span>
      </Link>
    );
  return <div className="yc-chat-text">{message.text}</div>;
}
