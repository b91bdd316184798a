/**
 * The Stull chart (SiO2 across, Al2O3 up, both in the UMF) with the recipe's point, drawn with uPlot on a canvas.
 * The regions come from the shared chemistry, so the chart and the region named under it never disagree
 * (docs/decisions/0311-glaze-lab-screens.md). The chart is created once and only its point moves as the potter types.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface StullRegionShape {
  name: string;
  /** [SiO2, Al2O3] corners in UMF. */
  polygon: readonly (readonly [number, number])[];
}

interface StullChartProps {
  point: { siO2: number; al2O3: number } | null;
  regions: readonly StullRegionShape[];
  label: string;
}

const HEIGHT = 240;
const X_MAX = 7.2;
const Y_MAX = 1;
/** One soft fill per region, in the order the shared list gives them; readable on light and dark grounds. */
const FILLS = ["rgba(59,130,246,0.16)", "rgba(234,179,8,0.18)", "rgba(239,68,68,0.14)", "rgba(34,197,94,0.16)", "rgba(168,85,247,0.15)", "rgba(249,115,22,0.15)"];

function drawRegions(u: uPlot, regions: readonly StullRegionShape[], ink: string) {
  const ctx = u.ctx;
  ctx.save();
  ctx.font = `${Math.round(10 * devicePixelRatio)}px sans-serif`;
  for (const [i, region] of regions.entries()) {
    if (region.polygon.length < 3) continue;
    ctx.beginPath();
    for (const [j, [x, y]] of region.polygon.entries()) {
      const px = u.valToPos(Math.min(x, X_MAX), "x", true);
      const py = u.valToPos(Math.min(y, Y_MAX), "y", true);
      if (j === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.fillStyle = FILLS[i % FILLS.length]!;
    ctx.fill();
    const cx = region.polygon.reduce((s, [x]) => s + Math.min(x, X_MAX), 0) / region.polygon.length;
    const cy = region.polygon.reduce((s, [, y]) => s + Math.min(y, Y_MAX), 0) / region.polygon.length;
    ctx.fillStyle = ink;
    ctx.globalAlpha = 0.7;
    ctx.fillText(region.name, u.valToPos(cx, "x", true) - 20 * devicePixelRatio, u.valToPos(cy, "y", true));
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}

function data(point: StullChartProps["point"]): uPlot.AlignedData {
  return point ? [[Math.min(point.siO2, X_MAX)], [Math.min(point.al2O3, Y_MAX)]] : [[], []];
}

export default function StullChart({ point, regions, label }: StullChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const regionsRef = useRef(regions);
  regionsRef.current = regions;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ink = getComputedStyle(el).color;
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [0, X_MAX] }, y: { range: [0, Y_MAX] } },
        axes: [
          { stroke: ink, label: "SiO2", size: 40 },
          { stroke: ink, label: "Al2O3", size: 48 },
        ],
        series: [{}, { stroke: "#c2410c", fill: "#c2410c", width: 0, paths: () => null, points: { show: true, size: 14, stroke: "#c2410c", fill: "#c2410c" } }],
        hooks: { drawAxes: [(u) => drawRegions(u, regionsRef.current, ink)] },
      },
      data(null),
      el,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, []);

  useEffect(() => {
    plot.current?.setData(data(point), false);
    plot.current?.redraw(false, false);
  }, [point?.siO2, point?.al2O3]); // eslint-disable-line react-hooks/exhaustive-deps -- the point's two numbers are what moves it

  return <div ref={box} role="img" aria-label={label} data-testid="stull-chart" className="w-full text-foreground" />;
}
