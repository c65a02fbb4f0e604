import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';

interface AccountSearch {
  /** Where to go back after login (followed only when it is a path of this site). */
  path?: string;
  /** register/verification's number. */
  mobile?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

// A plain function rather than zod: route validation loads with the home page. A bad param is dropped.
export const Route = createFileRoute('/{-$locale}/account')({
  validateSearch: (search: AccountSearch & SearchSchemaInput): AccountSearch => ({
    path: text(search.path),
    mobile: text(search.mobile),
  }),
});
