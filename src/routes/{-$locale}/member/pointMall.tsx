import { createFileRoute } from '@tanstack/react-router';
import { PointMallPage } from '../../../features/points/mall/point-mall-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/pointMall')({
  component: () => (
    <PageFrame>
      <PointMallPage />
    </PageFrame>
  ),
});
