import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../../../../features/account/member/password-page';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/password/{-$type}')({
  component: function PasswordRoute() {
    const { type } = Route.useParams();
    return (
      <PageFrame>
        <PasswordPage type={type === 'transaction' ? 'transaction' : 'login'} />
      </PageFrame>
    );
  },
});
