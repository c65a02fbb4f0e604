import { createFileRoute } from '@tanstack/react-router';
import {
  ABOUT_MEMBER_TYPES,
  AboutMemberPage,
  type AboutMemberType,
} from '../../../../features/content/about-member-page';
import { PageFrame } from '../../../../ui/page-frame';

const isAboutType = (value: string | undefined): value is AboutMemberType =>
  (ABOUT_MEMBER_TYPES as readonly (string | undefined)[]).includes(value);

export const Route = createFileRoute('/{-$locale}/member/aboutMember/{-$type}')({
  component: function AboutMemberRoute() {
    const { type } = Route.useParams();
    return (
      <PageFrame>
        <AboutMemberPage type={isAboutType(type) ? type : 'rules'} />
      </PageFrame>
    );
  },
});
