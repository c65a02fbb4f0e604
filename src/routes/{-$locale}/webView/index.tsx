import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { INFO_GROUP_CODES } from '../../../../contract/calls/content';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/webView/')({
  validateSearch: z.object({ type: z.enum(INFO_GROUP_CODES).optional().catch(undefined) }),
  component: PageFrame,
});
