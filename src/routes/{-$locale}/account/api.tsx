import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { HandoffLoginPage } from '../../../features/account/handoff-login-page';

interface HandoffSearch {
  /** The sign-in link's one-time code. */
  code?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Where a sign-in link from the member's app or other browser lands; `path` (the parent's) is where it goes on to. */
export const Route = createFileRoute('/{-$locale}/account/api')({
  validateSearch: (search: HandoffSearch & SearchSchemaInput): HandoffSearch => ({ code: text(search.code) }),
  component: function HandoffLoginRoute() {
    const { code, path } = Route.useSearch();
    return <HandoffLoginPage code={code} path={path} />;
  },
});
