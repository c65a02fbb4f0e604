import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyEventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { FlowStepper, type StepperView } from './flow-stepper';

const noView = () => undefined;
const noSubscription = () => () => {};

/** A stepper for the machine, made in an effect so that its actor is stopped when the view goes; it starts at the end of `path`. */
export function useFlowStepper(
  entry: RegisteredMachine,
  path: readonly AnyEventObject[] = [],
): { stepper: FlowStepper | undefined; view: StepperView | undefined } {
  const [stepper, setStepper] = useState<FlowStepper>();
  const [startPath] = useState(path);
  useEffect(() => {
    const created = new FlowStepper(entry, startPath);
    setStepper(created);
    return () => created.stop();
  }, [entry, startPath]);
  const current = stepper ?? undefined;
  const view = useSyncExternalStore(current?.subscribe ?? noSubscription, current?.getView ?? noView);
  return { stepper: current, view };
}
