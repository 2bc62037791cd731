import type { PlantSize } from '@tracker/shared/domain';
import type { ReactNode } from 'react';
import type { PotView } from '../plant-activity.ts';

/**
 * The plant drawn inline (no images): one drawing per growth stage, scaled by size, drooping and
 * faded when wilted, standing in the shown pot or, without one, in a mound of soil.
 * Drawn on a 160-wide grid whose soil line is y = 118 at x = 80 (with headroom above y = 0 for the tallest tree).
 */

const SIZE_SCALE: Record<PlantSize, number> = { small: 0.9, medium: 1, large: 1.06 };

/** A leaf pointing from (x, y) at `angle` degrees (0 = right, -90 = up). */
function Leaf({ x, y, angle, length = 16 }: { x: number; y: number; angle: number; length?: number }) {
  const w = length * 0.42;
  return (
    <path
      className="plant-picture__leaf"
      transform={`translate(${x} ${y}) rotate(${angle})`}
      d={`M0 0 Q${length * 0.5} ${-w} ${length} 0 Q${length * 0.5} ${w} 0 0 Z`}
    />
  );
}

function Stem({ top, width = 3 }: { top: number; width?: number }) {
  return <path className="plant-picture__stem" d={`M80 118 Q77 ${(118 + top) / 2} 80 ${top}`} strokeWidth={width} fill="none" strokeLinecap="round" />;
}

function Flower({ x, y, r = 3.2 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[0, 72, 144, 216, 288].map((a) => (
        <circle key={a} className="plant-picture__petal" cx={r * Math.cos((a * Math.PI) / 180)} cy={r * Math.sin((a * Math.PI) / 180)} r={r * 0.8} />
      ))}
      <circle className="plant-picture__flower-heart" r={r * 0.6} />
    </g>
  );
}

/** A tree's crown: overlapping leafy circles. */
function Crown({ circles }: { circles: readonly (readonly [number, number, number])[] }) {
  return (
    <g className="plant-picture__crown">
      {circles.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  );
}

function Trunk({ top, width }: { top: number; width: number }) {
  return <path className="plant-picture__trunk" d={`M${80 - width / 2} 118 L${80 - width / 4} ${top} L${80 + width / 4} ${top} L${80 + width / 2} 118 Z`} />;
}

const STAGE_DRAWINGS: readonly ReactNode[] = [
  // Семечко: a seed with the first green tip.
  <g key="seed">
    <ellipse className="plant-picture__seed" cx="80" cy="111" rx="7" ry="5" />
    <path className="plant-picture__stem" d="M80 107 Q81 102 84 100" strokeWidth="2" fill="none" strokeLinecap="round" />
  </g>,
  // Росток: a short stem with two leaves.
  <g key="sprout">
    <Stem top={94} />
    <Leaf x={80} y={98} angle={-35} length={18} />
    <Leaf x={80} y={98} angle={-145} length={18} />
  </g>,
  // Молодое растение: taller, four leaves.
  <g key="young">
    <Stem top={74} />
    <Leaf x={79} y={104} angle={-20} length={20} />
    <Leaf x={79} y={98} angle={-160} length={20} />
    <Leaf x={80} y={84} angle={-35} length={20} />
    <Leaf x={80} y={80} angle={-145} length={18} />
    <Leaf x={80} y={75} angle={-90} length={12} />
  </g>,
  // Взрослое растение: a bushy stem of many leaves.
  <g key="adult">
    <Stem top={56} width={4} />
    <Leaf x={79} y={106} angle={-15} length={24} />
    <Leaf x={79} y={100} angle={-165} length={24} />
    <Leaf x={79} y={90} angle={-30} length={24} />
    <Leaf x={79} y={84} angle={-150} length={24} />
    <Leaf x={80} y={72} angle={-40} length={22} />
    <Leaf x={80} y={68} angle={-140} length={22} />
    <Leaf x={80} y={58} angle={-70} length={18} />
    <Leaf x={80} y={58} angle={-110} length={18} />
  </g>,
  // Цветущее дерево: a trunk, a round crown and flowers.
  <g key="blooming">
    <Trunk top={66} width={10} />
    <Crown circles={[[80, 52, 24], [62, 62, 16], [98, 62, 16], [70, 40, 15], [92, 40, 15]]} />
    <Flower x={68} y={50} />
    <Flower x={92} y={56} />
    <Flower x={80} y={36} />
    <Flower x={60} y={66} r={2.6} />
    <Flower x={100} y={68} r={2.6} />
  </g>,
  // Величественное дерево: a great crown with flowers and golden fruit.
  <g key="majestic">
    <Trunk top={60} width={16} />
    <path className="plant-picture__trunk" d="M80 78 L62 64 L64 62 L81 72 Z M80 74 L99 60 L101 62 L81 80 Z" />
    <Crown circles={[[80, 44, 30], [54, 56, 20], [106, 56, 20], [62, 32, 19], [98, 32, 19], [80, 20, 18]]} />
    <Flower x={62} y={46} />
    <Flower x={96} y={44} />
    <Flower x={80} y={24} />
    <Flower x={50} y={62} r={2.8} />
    <Flower x={110} y={60} r={2.8} />
    <circle className="plant-picture__fruit" cx="72" cy="60" r="3.6" />
    <circle className="plant-picture__fruit" cx="90" cy="30" r="3.6" />
    <circle className="plant-picture__fruit" cx="104" cy="48" r="3.6" />
  </g>,
];

/** Pots are drawn by catalogue key; a pot without its own drawing gets the plain rimmed one. */
function Pot({ pot, color }: { pot: string; color: string }) {
  const body = 'M52 120 L108 120 L101 154 L59 154 Z';
  return (
    <g className={`plant-picture__pot plant-picture__pot--${pot}`} style={{ color }}>
      <path className="plant-picture__pot-body" d={body} />
      {pot === 'pot_basket' ? (
        <g className="plant-picture__pot-weave">
          {[128, 136, 144].map((y) => (
            <path key={y} d={`M${53 + (y - 120) * 0.2} ${y} L${107 - (y - 120) * 0.2} ${y}`} />
          ))}
          {[62, 72, 80, 88, 98].map((x) => (
            <path key={x} d={`M${x} 120 L${80 + (x - 80) * 0.75} 154`} />
          ))}
        </g>
      ) : (
        <rect className="plant-picture__pot-rim" x="48" y="114" width="64" height="10" rx="3" />
      )}
      {pot === 'pot_ceramic' && <path className="plant-picture__pot-stripe" d="M56 136 L104 136" />}
    </g>
  );
}

export function PlantPicture({ stage, size, wilted, pot, label }: { stage: number; size: PlantSize; wilted: boolean; pot: Pick<PotView, 'key' | 'color'> | null; label: string }) {
  const scale = SIZE_SCALE[size];
  return (
    <svg
      className={`plant-picture${wilted ? ' plant-picture--wilted' : ''}`}
      viewBox="0 -14 160 174"
      role="img"
      aria-label={label}
      data-testid="plant-picture"
      data-stage={stage}
      data-size={size}
      data-wilted={wilted}
      data-pot={pot?.key ?? 'none'}
    >
      <g className="plant-picture__plant" transform={`translate(80 118) scale(${scale}) translate(-80 -118)`}>
        <g className="plant-picture__sway">{STAGE_DRAWINGS[stage]}</g>
      </g>
      {pot ? <Pot pot={pot.key} color={pot.color} /> : <ellipse className="plant-picture__soil" cx="80" cy="122" rx="40" ry="8" />}
    </svg>
  );
}
