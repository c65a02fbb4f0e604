import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/serve/ticketVerification')({
  staticData: { titleKey: 'routes.serveTicketVerification' },
  component: Outlet,
});
