import type { DrawPrize } from '@yaocai/domain/contracts/draws-responses';

const COLOURS = ['#fff4e6', '#ffe7ba'];

interface PrizeWheelProps {
  prizes: DrawPrize[];
  /** The wheel's turn in degrees: it spins while a draw runs, then stops with the won prize at the pointer. */
  rotation: number;
  spinning: boolean;
}

/** The turn that brings prize `index` of `count` under the pointer at the top, past `from` by whole turns. */
export function rotationTo(index: number, count: number, from: number): number {
  const segment = 360 / count;
  const target = 360 - (index + 0.5) * segment;
  const base = Math.ceil(from / 360) * 360;
  return base + 5 * 360 + target;
}

/** The wheel of /luckDraw and /eleven/ddcj: one slice a prize, in the activity's order. */
export function PrizeWheel({ prizes, rotation, spinning }: PrizeWheelProps) {
  const count = Math.max(prizes.length, 1);
  const segment = 360 / count;
  const r = 150;
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return [r + r * Math.cos(rad), r + r * Math.sin(rad)];
  };
  return (
    <div className="yc-wheel">
      <span className="yc-wheel-pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 300 300"
        className={spinning ? 'yc-wheel-disc yc-wheel-spinning' : 'yc-wheel-disc'}
        style={spinning ? undefined : { transform: `rotate(${rotation}deg)` }}
        role="img"
        aria-label={`奖品转盘：${prizes.map((prize) => prize.name).join('、')}`}
      >
        {prizes.map((prize, i) => {
          const [x1, y1] = point(i * segment);
          const [x2, y2] = point((i + 1) * segment);
          const [tx, ty] = point((i + 0.5) * segment).map((v) => r + (v! - r) * 0.65);
          return (
            <g key={prize.id}>
              <path
                d={`M${r},${r} L${x1},${y1} A${r},${r} 0 ${segment > 180 ? 1 : 0} 1 ${x2},${y2} Z`}
                fill={COLOURS[i % 2]}
                stroke="#d4380d"
              />
              <text
                x={tx}
                y={ty}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="12"
                fill="#a8071a"
                transform={`rotate(${(i + 0.5) * segment} ${tx} ${ty})`}
              >
                {prize.name}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
