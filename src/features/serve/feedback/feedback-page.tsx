import { Grid, Stack } from '@chakra-ui/react';
import type { FeedbackKind } from '../../../../contract/calls/feedback';
import { CaseForm } from './case-form';
import { HotlineNote } from './hotline-note';
import { MyCases } from './my-cases';

/** /serve/complaints, /serve/praise, /serve/infoFeedBack: the form of the kind, the hotline, one's own cases. */
export function FeedbackPage({ kind }: { kind: FeedbackKind }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={8} alignItems="start">
      <Stack gap={4}>
        <HotlineNote />
        <CaseForm kind={kind} />
      </Stack>
      <MyCases kind={kind} />
    </Grid>
  );
}
