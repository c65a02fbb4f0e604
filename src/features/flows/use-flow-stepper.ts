import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RegisteredMachine } from '../../../machines/index';
import { FlowStepper, type StepperView } from './flow-stepper';

const noView = () => undefined;
const noSubscription = () => () => {};

/** A stepper for the machine, made in an effect so that its actor is stopped when the view goes. */
export function useFlowStepper(entry: RegisteredMachine): { stepper: FlowStepper | undefined; view: StepperView | undefined } {
  const [stepper, setStepper] = useState<FlowStepper>();
  useEffect(() => {
    const created = new FlowStepper(entry);
    setStepper(created);
    return () => created.stop();
  }, [entry]);
  const current = stepper ?? undefined;
  const view = useSyncExternalStore(current?.subscribe ?? noSubscription, current?.getView ?? noView);
  return { stepper: current, view };
}
