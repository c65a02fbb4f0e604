import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { StepperView } from './flow-stepper';
import { ContextTable } from './context-table';
import { eventText } from './transition-label';

export interface StepPanelProps {
  machine: AnyStateMachine;
  view: StepperView;
  onTake(event: AnyEventObject): void;
  onUndo(): void;
  onReset(): void;
}

/** The controls of a stepped flow: where it is, what can happen next, and what has happened. */
export function StepPanel({ machine, view, onTake, onUndo, onReset }: StepPanelProps) {
  const { t } = useTranslation();
  const text = (event: AnyEventObject) => eventText(event, machine, t);
  return (
    <Stack gap={4} fontSize="sm">
      <Box>
        <PanelHeading>{t('flows.step.state')}</PanelHeading>
        <chakra.code display="block" whiteSpace="pre-wrap" wordBreak="break-all" bg="surface" p={2} borderRadius="sm" fontSize="12px">
          {JSON.stringify(view.snapshot.value)}
        </chakra.code>
        {view.snapshot.status !== 'active' && <Text mt={1} color="muted">{t('flows.step.ended')}</Text>}
      </Box>
      <Box>
        <PanelHeading>{t('flows.context.heading')}</PanelHeading>
        <ContextTable context={view.snapshot.context} />
      </Box>
      <Box>
        <PanelHeading>{t('flows.step.events')}</PanelHeading>
        {view.enabledEvents.length === 0 && <Text color="muted">{t('flows.step.noEvents')}</Text>}
        <Stack gap={1.5} as="ul" listStyleType="none" m={0} p={0}>
          {view.enabledEvents.map((event, index) => (
            <li key={`${event.type}-${index}`}>
              <PanelButton onClick={() => onTake(event)} fullText={text(event)}>
                {shortened(text(event))}
              </PanelButton>
            </li>
          ))}
        </Stack>
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
          <chakra.ol pl={5} m={0} fontSize="12px">
            {view.steps.map((step, index) => (
              <li key={index} title={text(step.event)}>
                {shortened(text(step.event))}
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

/** Payloads can be long (whole API replies); the button shows the start, its name says all. */
const SHOWN_CHARACTERS = 72;

function shortened(text: string): string {
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
}

interface PanelButtonProps {
  onClick(): void;
  /** The accessible name and tooltip when the visible text is shortened. */
  fullText?: string;
  disabled?: boolean;
  quiet?: boolean;
  children: React.ReactNode;
}

export function PanelButton({ onClick, fullText, disabled, quiet, children }: PanelButtonProps) {
  return (
    <chakra.button
      type="button"
      aria-label={fullText}
      title={fullText}
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
