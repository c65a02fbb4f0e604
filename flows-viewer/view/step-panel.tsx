import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { StepperView } from './flow-stepper';
import type { FlowNamer } from './flow-names';
import { ContextTable } from './context-table';
import { stepChoices } from './step-choices';
import { eventText, payloadText } from './transition-label';

export interface StepPanelProps {
  machine: AnyStateMachine;
  names: FlowNamer;
  view: StepperView;
  onTake(event: AnyEventObject): void;
  onUndo(): void;
  onReset(): void;
}

/** The controls of a stepped flow: where it is, what can happen next (one named button each), and what has happened. */
export function StepPanel({ machine, names, view, onTake, onUndo, onReset }: StepPanelProps) {
  const { t } = useTranslation();
  const choices = stepChoices(view.enabledEvents, view.snapshot, machine, t, names);
  // The states the flow is in: the innermost ones (a parallel state is in one of each region).
  const current = view.snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => names.state(node.id));
  return (
    <Stack gap={4} fontSize="sm">
      <Box>
        <PanelHeading>{t('flows.step.state')}</PanelHeading>
        <Stack as="ul" gap={1} listStyleType="none" m={0} p={0} aria-label={t('flows.step.state')}>
          {current.map((state) => (
            <chakra.li
              key={state.id}
              bg="brand.50"
              borderLeftWidth="3px"
              borderColor="brand.600"
              px={2}
              py={1}
              borderRadius="sm"
              title={state.id}
            >
              <Text fontWeight="semibold">{state.name}</Text>
              {state.description && <Text fontSize="12px">{state.description}</Text>}
              <chakra.code fontSize="11px" color="muted">
                {state.id}
              </chakra.code>
            </chakra.li>
          ))}
        </Stack>
        {view.snapshot.status !== 'active' && (
          <Text mt={1} color="muted">
            {t('flows.step.ended')}
          </Text>
        )}
      </Box>
      <Box>
        <PanelHeading>{t('flows.step.events')}</PanelHeading>
        {choices.length === 0 && <Text color="muted">{t('flows.step.noEvents')}</Text>}
        <Stack gap={1.5} as="ul" listStyleType="none" m={0} p={0}>
          {choices.map((choice, index) => (
            <li key={`${choice.eventId}-${index}`}>
              <PanelButton
                onClick={() => onTake(choice.event)}
                title={[choice.description, choice.eventId, payloadText(choice.event)].filter(Boolean).join('\n')}
              >
                {choice.label}
              </PanelButton>
            </li>
          ))}
        </Stack>
      </Box>
      <Box>
        <PanelHeading>{t('flows.context.heading')}</PanelHeading>
        <ContextTable context={view.snapshot.context} />
      </Box>
      <Box>
        <Flex justify="space-between" align="center" wrap="wrap" gap={1}>
          <PanelHeading>{t('flows.step.history')}</PanelHeading>
          <Flex gap={2}>
            <PanelButton onClick={onUndo} disabled={view.steps.length === 0} quiet>
              {t('flows.step.undo')}
            </PanelButton>
            <PanelButton onClick={onReset} disabled={view.steps.length === 0} quiet>
              {t('flows.step.reset')}
            </PanelButton>
          </Flex>
        </Flex>
        {view.steps.length === 0 ? (
          <Text color="muted">{t('flows.step.noSteps')}</Text>
        ) : (
          <chakra.ol pl={5} m={0} fontSize="12px" aria-label={t('flows.step.history')}>
            {view.steps.map((step, index) => (
              <li key={index} title={[step.event.type, payloadText(step.event)].filter(Boolean).join('\n')}>
                {eventText(step.event, machine, t, names)}
              </li>
            ))}
          </chakra.ol>
        )}
      </Box>
    </Stack>
  );
}

export function PanelHeading({ children }: { children: React.ReactNode }) {
  return (
    <chakra.h3 fontSize="sm" fontWeight="bold" mb={1.5}>
      {children}
    </chakra.h3>
  );
}

interface PanelButtonProps {
  onClick(): void;
  /** A tooltip: what the event means, its id and payload. */
  title?: string;
  disabled?: boolean;
  quiet?: boolean;
  children: React.ReactNode;
}

export function PanelButton({ onClick, title, disabled, quiet, children }: PanelButtonProps) {
  return (
    <chakra.button
      type="button"
      title={title}
      onClick={onClick}
      disabled={disabled}
      textAlign="left"
      w={quiet ? undefined : 'full'}
      px={2}
      py={1}
      fontSize="13px"
      borderWidth="1px"
      borderRadius="sm"
      borderColor={quiet ? 'line' : 'brand.500'}
      color={quiet ? 'ink' : 'brand.700'}
      bg={quiet ? 'white' : 'brand.50'}
      cursor="pointer"
      wordBreak="break-word"
      _hover={{ bg: quiet ? 'surface' : 'brand.100' }}
      _disabled={{ opacity: 0.45, cursor: 'not-allowed' }}
    >
      {children}
    </chakra.button>
  );
}
