/**
 * A firing's temperature curve, drawn with uPlot (a small canvas chart library). This file and uPlot load only with
 * the firing screen's log section, never in the first screen's code.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Trace } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";

const HEIGHT = 220;

export default function TraceChart({ trace }: { trace: Trace }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const hours = trace.points.map(([minutes]) => minutes / 60);
    const celsius = trace.points.map(([, c]) => c);
    const stroke = getComputedStyle(el).color;
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          { stroke, label: "hours", values: (_u, ticks) => ticks.map((t) => `${t}`) },
          { stroke, label: "°C", size: 56 },
        ],
        series: [{}, { label: "°C", stroke: "#c2410c", width: 2 }],
      },
      [hours, celsius],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [trace]);
  return <div ref={box} role="img" aria-label={T.traceChartLabel} data-testid="trace-chart" className="w-full text-foreground" />;
}
