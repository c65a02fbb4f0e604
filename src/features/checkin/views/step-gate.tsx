import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowStepElsewhere } from '../../../flows/flow-step-elsewhere';
import { CheckInFlow } from '../flow/check-in-flow';
import { CHECK_IN_PAGES, type CheckInPage } from '../flow/check-in-pages';

/** Shows a page's content only while the chart is at one of its steps; otherwise which step it is, and the way in. */
export function StepGate({ page, children }: { page: CheckInPage; children: ReactNode }) {
  const { t } = useTranslation();
  // Every check-in state names its page; one that named none would show as the start.
  const current = CheckInFlow.usePage() ?? 'find';
  if (current === page) return <>{children}</>;
  return (
    <FlowStepElsewhere
      flow={t('checkin.flowName')}
      here={t(`checkin.steps.${page}`)}
      current={t(`checkin.steps.${current}`)}
      started={current !== 'find'}
      to={CHECK_IN_PAGES[current]}
    />
  );
}
