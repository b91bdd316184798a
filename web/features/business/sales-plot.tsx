/**
 * The report's plot (product.md#r279): revenue and cost of goods per month (a year) or per day (a month), drawn with
 * uPlot. This file and uPlot load only with the report, never in the first screen's code.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const HEIGHT = 220;

export interface PlotSeries {
  /** The x labels (months or days), one per point. */
  labels: string[];
  revenue: number[];
  cost: number[];
}

export default function SalesPlot({ data, label, revenueLabel, costLabel }: { data: PlotSeries; label: string; revenueLabel: string; costLabel: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = data.labels.map((_, i) => i + 1);
    const stroke = getComputedStyle(el).color;
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          { stroke, values: (_u, ticks) => ticks.map((t) => data.labels[t - 1] ?? "") },
          { stroke, size: 56 },
        ],
        series: [{}, { label: revenueLabel, stroke: "#15803d", width: 2 }, { label: costLabel, stroke: "#c2410c", width: 2 }],
      },
      [xs, data.revenue, data.cost],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, revenueLabel, costLabel]);
  return <div ref={box} role="img" aria-label={label} data-testid="sales-plot" className="w-full text-foreground" />;
}
