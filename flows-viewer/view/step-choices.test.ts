import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../registry/machine-registry';
import { eventsOf, generateFlowPaths } from '../../machines/graph/flow-paths';
import { sampleRegistry } from '../examples/sample-registry';
import en from '../locales/en/flowNames.json';
import { flowNamer } from './flow-names';
import { FlowStepper } from './flow-stepper';
import { stepChoices } from './step-choices';

const t = (key: string, params?: Record<string, unknown>) =>
  key === 'flows.step.toTarget' ? `→ ${String(params?.target)}` : `${key}(${Object.values(params ?? {}).join(',')})`;

describe('the step-through buttons', () => {
  it.each([...machineRegistry, ...sampleRegistry].map((entry) => [entry.id, entry] as const))(
    '%s: never two buttons with one label, in any state its paths reach',
    { timeout: 30_000 },
    (_id, entry) => {
      const names = flowNamer(entry.machine, entry.id, (en as Record<string, unknown>)[entry.id]);
      const seen = new Set<string>();
      const check = (view: ReturnType<FlowStepper['getView']>) => {
        const key = JSON.stringify(view.snapshot.value) + JSON.stringify(view.snapshot.context);
        if (seen.has(key)) return;
        seen.add(key);
        const labels = stepChoices(view.enabledEvents, view.snapshot, entry.machine, t, names).map(
          (choice) => choice.label,
        );
        expect(new Set(labels).size, `${JSON.stringify(view.snapshot.value)}: ${labels.join(' | ')}`).toBe(
          labels.length,
        );
      };
      // One stepper walks each path, checked at every step.
      for (const path of generateFlowPaths(entry)) {
        const stepper = new FlowStepper(entry);
        check(stepper.getView());
        for (const event of eventsOf(path)) {
          stepper.take(event as never);
          check(stepper.getView());
        }
        stepper.stop();
      }
    },
  );

  it('tells the same event with two targets apart by the target, and the same target by the field its payloads differ in', () => {
    const booking = machineRegistry.find((entry) => entry.id === 'booking')!;
    const start = new FlowStepper(booking).getView();
    const bookingNames = flowNamer(booking.machine, booking.id, (en as Record<string, unknown>).booking);
    expect(
      stepChoices(start.enabledEvents, start.snapshot, booking.machine, t, bookingNames).map((choice) => choice.label),
    ).toEqual([
      'Start the booking → Choosing the outbound flight (tripType: roundTrip)',
      'Start the booking → Choosing the outbound flight (tripType: oneWay)',
      'Choose a fare',
    ]);
    const entry = sampleRegistry[0]!;
    const names = flowNamer(entry.machine, entry.id, (en as Record<string, unknown>)[entry.id]);
    const view = new FlowStepper(entry).getView();
    const labels = stepChoices(view.enabledEvents, view.snapshot, entry.machine, t, names).map(
      (choice) => choice.label,
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        'flows.step.succeed(Find flights) → Choosing',
        'flows.step.succeed(Find flights) → No flights',
      ]),
    );
  });
});
