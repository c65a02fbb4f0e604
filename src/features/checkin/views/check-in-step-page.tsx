import type { ComponentType } from 'react';
import { PageFrame } from '../../../ui/page-frame';
import type { CheckInPage } from '../flow/check-in-pages';
import { StepGate } from './step-gate';

/**
 * The route view of one check-in step: the step's view, shown only while the chart is at that step.
 * `Above` is what the page shows whatever the step (the trip page's disruption notices).
 */
export function checkInStepPage(page: CheckInPage, View: ComponentType, Above?: ComponentType) {
  return function CheckInStepPage() {
    return (
      <PageFrame>
        {Above && <Above />}
        <StepGate page={page}>
          <View />
        </StepGate>
      </PageFrame>
    );
  };
}
