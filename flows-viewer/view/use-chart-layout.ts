import { useEffect, useState } from 'react';
import type { ChartTransition, MachineChart } from '../../machines/graph/machine-chart';
import { layoutChartToFit, type ChartLayout, type ChartWords } from './chart-layout';
import { elkEngine } from './elk-engine';

/** Width over height of the diagram pane at 1280 px (see statechart-diagram). */
const VIEW_RATIO = 860 / 680;

/** ELK lays out asynchronously (in a web worker); a layout that arrives for a chart no longer shown is dropped. */
export function useChartLayout(
  chart: MachineChart,
  labelOf: (transition: ChartTransition) => string,
  words: ChartWords,
) {
  const [result, setResult] = useState<{
    chart: MachineChart;
    words?: ChartWords;
    layout?: ChartLayout;
    failed?: boolean;
  }>({ chart });
  useEffect(() => {
    let current = true;
    elkEngine()
      .then((elk) => layoutChartToFit(elk, chart, labelOf, VIEW_RATIO, words))
      .then(
        (layout) => current && setResult({ chart, words, layout }),
        () => current && setResult({ chart, words, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [chart, labelOf, words]);
  // A new language lays the chart out again; until then the old layout stays (better than a blank pane).
  return result.chart === chart ? result : { chart };
}
