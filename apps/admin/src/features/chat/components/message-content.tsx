import { Image } from 'antd';
import { Link } from 'react-router';
import type { ChatMessage } from '@yaocai/domain/contracts/chat-responses';
import { paths } from '../../../config/paths';

function Thumb({ src }: { src: string | null }) {
  return src ? <img className="desk-card-image" src={src} alt="" /> : <span className="desk-card-image" />;
}

/**
 * What a buyer sent: text (never HTML: React escapes it, the stylesheet keeps line breaks), a
 * picture (larger on a click), or the card of goods or an order, leading to its page in the console.
 */
export function MessageContent({ message }: { message: ChatMessage }) {
  const attachment = message.attachment;
  if (attachment?.type === 'image')
    return (
      <div className="desk-picture">
        <Image src={attachment.url} alt="客户发送的图片" width={180} />
      </div>
    );
  if (attachment?.type === 'goods')
    return (
      <Link className="desk-card" to={paths.goodsEdit.getHref(attachment.goods_id)}>
        <Thumb src={attachment.image} />
        <span className="desk-card-text">
          <span className="desk-card-title">商品：{attachment.name}</span>
          <span className="desk-card-detail">
            {attachment.ypgg} · {attachment.sccj}
          </span>
          <span className="desk-card-detail">
            客户所见：
            {attachment.price === null ? attachment.price_tip : `¥${attachment.price}/${attachment.bzdw}`}
          </span>
        </span>
      </Link>
    );
  if (attachment?.type === 'order')
    return (
      <Link className="desk-card" to={paths.orderDetail.getHref(attachment.order_id)}>
        <Thumb src={attachment.image} />
        <span className="desk-card-text">
          <span className="desk-card-title">订单：{attachment.order_no}</span>
          <span className="desk-card-detail">
            {attachment.status_label} · 共 {attachment.line_count} 种 · ¥{attachment.payable}
          </span>
        </span>
      </Link>
    );
  return <div className="desk-bubble">{message.text}</div>;
}
