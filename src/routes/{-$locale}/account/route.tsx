import { createFileRoute, Outlet } from '@tanstack/react-router';
import * as z from 'zod';

/** `path`: where to go back after login (followed only when it is a path of this site); `mobile`: register/verification's number. */
const accountSearch = z.object({ path: z.string().optional().catch(undefined), mobile: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/{-$locale}/account')({
  staticData: { titleKey: 'routes.account' },
  validateSearch: accountSearch,
  component: Outlet,
});
