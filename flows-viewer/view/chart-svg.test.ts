import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../registry/machine-registry';
import { describeMachine } from '../../machines/graph/machine-chart';
import zhCn from '../locales/zhCn/flowNames.json';
import { layoutChart } from './chart-layout';
import { chartSvg } from './chart-svg';
import { flowNamer } from './flow-names';

describe('the chart as SVG', () => {
  it('is a valid SVG document holding every state by its name, with the current state marked', async () => {
    const entry = machineRegistry.find((candidate) => candidate.id === 'check-in')!;
    const names = flowNamer(entry.machine, entry.id, zhCn['check-in']);
    const chart = describeMachine(entry.machine);
    const layout = await layoutChart(new ELK(), chart, (transition) => names.event(transition.subject).name, 'RIGHT', {
      stateTitle: (id) => (id === chart.rootId ? names.machine.name : names.state(id).name),
    });
    const current = chart.states.find((state) => state.key === 'choosingSeats')!.id;
    const svg = chartSvg(layout, `${names.machine.name} <&>`, {
      activeStateIds: new Set([current]),
      enabledTransitionKeys: new Set(),
      lastTransitionKeys: new Set(),
    });

    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.tagName).toBe('svg');
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(document.querySelector('title')?.textContent).toBe('在线值机 <&>');
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    for (const state of chart.states)
      expect(texts.some((text) => text?.includes(names.state(state.id).name))).toBe(true);
    expect(texts).toContain('选择座位');
    const marked = document.querySelector(`g[data-state="${current}"] rect`);
    expect(marked?.getAttribute('stroke')).toBe('#b8232f');
  });
});
