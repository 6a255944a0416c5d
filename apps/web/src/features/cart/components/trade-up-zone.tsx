import { useTradeUps } from '../api/get-trade-ups';
import { TradeUpPanel } from './trade-up-panel';

/** 加价换购 under the cart: every 换购 running now, weighed against the selected goods. */
export function TradeUpZone() {
  const { data } = useTradeUps();
  if (!data || data.activities.length === 0) return null;
  return (
    <div className="yc-trade-ups">
      {data.activities.map((activity) => (
        <TradeUpPanel key={activity.id} activity={activity} />
      ))}
    </div>
  );
}
