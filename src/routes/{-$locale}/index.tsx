import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/')({
  component: () => <h1>Home</h1>,
});
