import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_booking/passenger/pas')({
  codeSplitGroupings: [],
  component: PageFrame,
});
