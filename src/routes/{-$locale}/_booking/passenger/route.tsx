import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../../../session/route-guard';

export const Route = createFileRoute('/{-$locale}/_booking/passenger')({
  beforeLoad: guardRoute,
});
