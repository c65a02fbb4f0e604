import { createFileRoute } from '@tanstack/react-router';
import { ServiceInfoView } from '../../features/ancillaries/views/service-info-view';
import { PageFrame } from '../../ui/page-frame';

// The page the app opens in its web view: the same rules and price table.
export const Route = createFileRoute('/{-$locale}/webViewLuggage')({
  component: function WebViewLuggagePage() {
    return (
      <PageFrame>
        <ServiceInfoView kind="luggage" />
      </PageFrame>
    );
  },
});
