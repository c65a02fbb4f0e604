import { createFileRoute } from '@tanstack/react-router';
import { ServiceInfoView } from '../../features/ancillaries/views/service-info-view';
import { PageFrame } from '../../ui/page-frame';

// The page the app opens in its web view: the same rules and menus.
export const Route = createFileRoute('/{-$locale}/webViewMeal')({
  component: function WebViewMealPage() {
    return (
      <PageFrame>
        <ServiceInfoView kind="meal" />
      </PageFrame>
    );
  },
});
