import { createFileRoute } from '@tanstack/react-router';
import { serviceInfoRoute } from '../../../features/ancillaries/routes/ancillary-routes';

export const Route = createFileRoute('/{-$locale}/services/createLuggage')(serviceInfoRoute('luggage'));
