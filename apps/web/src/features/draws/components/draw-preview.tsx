import { Button } from 'antd';
import type { DrawActivity } from '@yaocai/domain/contracts/draws-responses';
import { DrawRules } from './draw-rules';
import { PrizeWheel } from './prize-wheel';
import '../draws.css';

/** A draw as /luckDraw will show it, for an operator's preview: the wheel and the rules, nothing to draw. */
export function DrawPreview({ draw }: { draw: DrawActivity }) {
  return (
    <div className="yc-draw-board">
      <section className="yc-draw-wheel-column" aria-label="转盘">
        <PrizeWheel prizes={draw.prizes} rotation={0} spinning={false} />
        <Button type="primary" size="large" disabled>
          预览中不能抽奖
        </Button>
      </section>
      <section className="yc-draw-side">
        <DrawRules activity={draw} />
      </section>
    </div>
  );
}
