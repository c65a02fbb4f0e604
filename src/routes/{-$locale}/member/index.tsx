import { createFileRoute, redirect } from '@tanstack/react-router';

// The member centre opens on its home page (the header's 'Member' link points here).
export const Route = createFileRoute('/{-$locale}/member/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/member/home', params, replace: true });
  },
});
