import { createFileRoute } from '@tanstack/react-router';
import { PointCalculatorPage } from '../../../features/points/point-calculator-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/pointCalculator')({
  component: () => (
    <PageFrame>
      <PointCalculatorPage />
    </PageFrame>
  ),
});
