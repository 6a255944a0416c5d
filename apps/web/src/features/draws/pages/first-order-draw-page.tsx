import { Empty } from 'antd';
import { useParams } from 'react-router';
import { DrawBoard } from '../components/draw-board';
import '../draws.css';

/** /eleven/ddcj/{id} 首单抽奖: one draw once the buyer's first order is paid in the window. */
export function FirstOrderDrawPage() {
  const id = Number(useParams().id);
  return (
    <div className="yc-container yc-draw">
      <h1 className="yc-draw-title">首单抽奖</h1>
      <p className="yc-draw-hint">活动期间完成首笔订单支付，即可获得一次抽奖机会。</p>
      {Number.isInteger(id) && id > 0 ? <DrawBoard id={id} /> : <Empty description="抽奖活动不存在" />}
    </div>
  );
}
