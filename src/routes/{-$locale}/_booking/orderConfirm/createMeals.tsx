import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_booking/orderConfirm/createMeals')({
  codeSplitGroupings: [],
  component: PageFrame,
});
