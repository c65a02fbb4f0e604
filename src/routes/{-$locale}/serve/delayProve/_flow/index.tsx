import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../../../../../features/delay-certificate/apply-page';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/delayProve/_flow/')({
  component: function DelayProveRoute() {
    return (
      <PageFrame>
        <ApplyPage />
      </PageFrame>
    );
  },
});
