import { createFileRoute } from '@tanstack/react-router';
import { PointAddPage } from '../../../features/points/point-add-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/pointAdd')({
  component: () => (
    <PageFrame>
      <PointAddPage />
    </PageFrame>
  ),
});
