import { Tag } from 'antd';
import { dayjs } from '../../../lib/dayjs';
import { Link } from 'react-router';
import type { CartLine } from '@yaocai/domain/contracts/cart';
import { GoodsImage } from '../../../components/goods-image';
import { GoodsTags } from '../../../components/goods-tags';
import { MonthlyLimitNote } from '../../../components/monthly-limit-note';
import { paths } from '../../../config/paths';
import { lineImage, lineName, lineUnit } from '../../../lib/cart-line-display';

function FlashSaleNote({ line }: { line: CartLine }) {
  if (!line.flash_sale) return null;
  return (
    <div className="yc-cart-note">
      <Tag color="red">秒杀</Tag>
      限购{line.flash_sale.limit}
      {lineUnit(line)}，{dayjs(line.flash_sale.ends_at).format('MM-DD HH:mm')}结束
    </div>
  );
}

function TradeUpNote({ line }: { line: CartLine }) {
  if (!line.trade_up) return null;
  return (
    <div className="yc-cart-note">
      <Tag color="blue">换购</Tag>
      满¥{line.trade_up.threshold}换购，每单限换{line.trade_up.limit}
      {lineUnit(line)}
    </div>
  );
}

function CombinationNote({ line }: { line: CartLine }) {
  if (!line.combination) return null;
  return (
    <div className="yc-cart-note">
      <Tag color="volcano">套餐</Tag>
      含：
      {line.combination.items
        .map((item) => `${item.name} ${item.ypgg} ×${item.number}${item.bzdw}`)
        .join('；')}
    </div>
  );
}

function GiftNote({ line }: { line: CartLine }) {
  const gift = line.gift_data;
  if (!gift) return null;
  return (
    <div className="yc-cart-note">
      <Tag color="pink">赠</Tag>
      {gift.total > 0 ? `赠${gift.name} ${gift.total}${gift.bzdw}（${gift.rule}）` : gift.rule}
    </div>
  );
}

/** Image, name with tags, maker, spec, promotion and gift notes, and why it cannot be bought. */
export function LineGoods({ line }: { line: CartLine }) {
  const name = lineName(line);
  const title = line.goods ? (
    <Link to={paths.goodsDetail.getHref(line.goods.id)} className="yc-cart-line-name">
      <GoodsTags tags={line.goods.tags} />
      {name}
    </Link>
  ) : (
    <span className="yc-cart-line-name">{name}</span>
  );
  return (
    <div className="yc-cart-line-goods">
      <GoodsImage className="yc-cart-line-image" src={lineImage(line)} alt={name} />
      <div className="yc-cart-line-info">
        {title}
        {line.goods && (
          <>
            <div className="yc-cart-line-meta">{line.goods.sccj}</div>
            <div className="yc-cart-line-meta">{line.goods.ypgg}</div>
          </>
        )}
        <FlashSaleNote line={line} />
        <TradeUpNote line={line} />
        <CombinationNote line={line} />
        <GiftNote line={line} />
        {line.goods && (
          <MonthlyLimitNote goods={line.goods} bought={line.month_bought} className="yc-cart-note" />
        )}
        {line.problem && <div className="yc-cart-problem">{line.problem}</div>}
      </div>
    </div>
  );
}
