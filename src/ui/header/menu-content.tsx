import { BookingMenuContent } from './booking-menu-content';
import { LinkList } from './link-list';
import { memberLinks, travelTipLinks } from './nav-links';

export type MenuName = 'booking' | 'member' | 'tips';

/** What the header's three menus list (spec 2): the info-topic groups, the member pages, the travel tips. */
export function MenuContent({ menu }: { menu: MenuName }) {
  if (menu === 'booking') return <BookingMenuContent />;
  return menu === 'member' ? (
    <LinkList links={memberLinks} columns={2} />
  ) : (
    <LinkList links={travelTipLinks} columns={3} />
  );
}
