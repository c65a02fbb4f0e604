import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/defray/api')({
  staticData: { titleKey: 'routes.defrayApi' },
  component: PageFrame,
});
