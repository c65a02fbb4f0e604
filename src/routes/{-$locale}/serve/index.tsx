import { createFileRoute } from '@tanstack/react-router';
import { LinkList } from '../../../ui/header/link-list';
import { travelTipLinks } from '../../../ui/header/nav-links';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/')({
  component: function ServeIndexRoute() {
    return (
      <PageFrame>
        <LinkList links={travelTipLinks} columns={3} />
      </PageFrame>
    );
  },
});
