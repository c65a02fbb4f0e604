import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { describeMachine } from '../../machines/graph/machine-chart';
import { sampleTripMachine } from '../examples/sample-trip.machine';
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutChart, layoutChartToFit } from './chart-layout';

const elk = new ELK();

describe('the statechart layout', () => {
  it('nests states in their groups and routes every transition between states', async () => {
    const chart = describeMachine(sampleTripMachine);
    const layout = await layoutChart(elk, chart, (transition) => transition.subject);
    const byId = new Map(layout.states.map((state) => [state.id, state]));
    expect(byId.get('sampleTrip')).toMatchObject({ isGroup: true, parentId: undefined });
    expect(byId.get('sampleTrip.choosing.fare.economy')).toMatchObject({
      isGroup: false,
      parentId: 'sampleTrip.choosing.fare',
    });
    expect(byId.get('sampleTrip.choosing.fare')).toMatchObject({ isGroup: true, parentId: 'sampleTrip.choosing' });
    const fare = byId.get('sampleTrip.choosing.fare')!;
    for (const child of layout.states.filter((state) => state.parentId === fare.id)) {
      expect(child.x + child.width).toBeLessThanOrEqual(fare.width);
      expect(child.y + child.height).toBeLessThanOrEqual(fare.height);
    }
    const upgrade = layout.edges.find((edge) => edge.transition.subject === 'fare.upgrade')!;
    expect(upgrade).toMatchObject({
      sourceId: 'sampleTrip.choosing.fare.economy',
      targetId: 'sampleTrip.choosing.fare.business',
    });
    expect(upgrade.points.length).toBeGreaterThanOrEqual(2);
    expect(layout.edges.map((edge) => edge.transition.kind)).toEqual(
      expect.arrayContaining(['after', 'doneActor', 'errorActor', 'doneState']),
    );
  });

  it('lists a transition that stays inside its state within the state instead of drawing it', async () => {
    const picker = setup({ actions: { note: () => {} } }).createMachine({
      id: 'picker',
      initial: 'closed',
      on: { ping: { actions: 'note' } },
      states: { closed: { on: { open: 'open' } }, open: { on: { 'open.again': { target: 'open', reenter: true } } } },
    });
    const layout = await layoutChart(elk, describeMachine(picker), (transition) => transition.subject);
    expect(layout.edges.map((edge) => edge.transition.subject)).toEqual(['open']);
    const inner = (id: string) =>
      layout.states.find((state) => state.id === id)!.innerTransitions.map((transition) => transition.subject);
    expect(inner('picker')).toEqual(['ping']);
    expect(inner('picker.open')).toEqual(['open.again']);
  });

  it('keeps the direction that shows the chart largest in the view', async () => {
    const chain = setup({}).createMachine({
      id: 'chain',
      initial: 'a',
      states: {
        a: { on: { next: 'b' } },
        b: { on: { next: 'c' } },
        c: { on: { next: 'd' } },
        d: { on: { next: 'e' } },
        e: {},
      },
    });
    const chart = describeMachine(chain);
    const across = await layoutChart(elk, chart, (transition) => transition.subject, 'RIGHT');
    expect(across.width).toBeGreaterThan(across.height);
    expect((await layoutChartToFit(elk, chart, (transition) => transition.subject, 4)).width).toBe(across.width);
    expect((await layoutChartToFit(elk, chart, (transition) => transition.subject, 0.25)).height).toBeGreaterThan(
      across.height,
    );
  });
});
