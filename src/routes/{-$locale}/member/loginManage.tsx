import { createFileRoute } from '@tanstack/react-router';
import { LoginManagePage } from '../../../features/account/member/login-manage-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/loginManage')({
  component: function LoginManageRoute() {
    return (
      <PageFrame>
        <LoginManagePage />
      </PageFrame>
    );
  },
});
