import { useId } from "react";
import styled from "styled-components";

/** One bar: its key (a date, a week's first day), its label for people and its value. */
export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as people read it ("$129.00", "3 orders"). */
  valueText: string;
}

const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 56, right: 8, top: 12, bottom: 28 };

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .bar {
    fill: ${({ theme }) => theme.color.primary};
  }
  .bar[data-value="0"] {
    fill: ${({ theme }) => theme.color.textMuted};
  }
  .axis {
    stroke: ${({ theme }) => theme.color.border};
  }
  text {
    fill: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
`;

/**
 * A bar chart drawn as SVG: an image named by its title and described in words (the table beside
 * it holds every number); every bar is drawn, a zero as a thin line on the axis, never a gap.
 * `name` marks it for tests and styles (`data-chart`).
 */
export function BarChart({
  name,
  title,
  description,
  bars,
  formatAxis,
}: {
  name: string;
  title: string;
  description: string;
  bars: readonly Bar[];
  formatAxis: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(1, step * 0.75);
  const y = (value: number) => PLOT.top + plotHeight - (value / max) * plotHeight;
  const labelled =
    bars.length <= 14
      ? bars
      : [bars[0], bars[Math.floor(bars.length / 2)], bars.at(-1)].filter((bar): bar is Bar => Boolean(bar));
  return (
    <Figure>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-chart={name}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line className="axis" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(max * share)} y2={y(max * share)} />
            <text x={PLOT.left - 6} y={y(max * share) + 4} textAnchor="end">
              {formatAxis(max * share)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const height = Math.max(1, plotHeight - (y(bar.value) - PLOT.top));
          return (
            <rect
              key={bar.key}
              className="bar"
              data-key={bar.key}
              data-value={bar.value}
              x={PLOT.left + index * step + (step - barWidth) / 2}
              y={PLOT.top + plotHeight - height}
              width={barWidth}
              height={height}
            >
              <title>{`${bar.label}: ${bar.valueText}`}</title>
            </rect>
          );
        })}
        {labelled.map((bar) => (
          <text key={bar.key} x={PLOT.left + bars.indexOf(bar) * step + step / 2} y={HEIGHT - 8} textAnchor="middle">
            {bar.label}
          </text>
        ))}
      </svg>
    </Figure>
  );
}
