import { createFileRoute } from '@tanstack/react-router';
import { PointInfoPage } from '../../../features/points/point-info-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/pointInfo')({
  component: () => (
    <PageFrame>
      <PointInfoPage />
    </PageFrame>
  ),
});
