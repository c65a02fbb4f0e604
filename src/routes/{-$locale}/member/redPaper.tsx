import { createFileRoute } from '@tanstack/react-router';
import { RedPaperPage } from '../../../features/wallet/red-paper-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/redPaper')({
  component: () => (
    <PageFrame>
      <RedPaperPage />
    </PageFrame>
  ),
});
