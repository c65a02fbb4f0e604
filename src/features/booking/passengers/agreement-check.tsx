import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { FieldProblem } from '../../../ui/field-parts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { bookingAgreementQueryOptions } from './passengers-api';

interface AgreementCheckProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** An i18n key, e.g. 'validation.agreement' when the page was submitted unticked. */
  problem?: string;
}

/** The booking agreement (queryAgreeContentGroup): its text on demand and the box that must be ticked. */
export function AgreementCheck({ checked, onChange, problem }: AgreementCheckProps) {
  const { t } = useTranslation();
  const agreement = useQuery(bookingAgreementQueryOptions(useLocale())).data;
  const [open, setOpen] = useState(false);
  const textId = useId();
  const title = agreement?.title ?? t('passengers.agreement.fallbackTitle');
  return (
    <Box mb={4}>
      <Flex gap={2} align="center" wrap="wrap">
        <Flex as="label" gap={2} align="center">
          <input
            id="booking-agreement"
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'booking-agreement-problem' : undefined}
          />
          <Text as="span">{t('passengers.agreement.accept', { title })}</Text>
        </Flex>
        {agreement ? (
          <chakra.button
            type="button"
            color="brand.600"
            textDecoration="underline"
            fontSize="sm"
            aria-expanded={open}
            aria-controls={textId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'passengers.agreement.hide' : 'passengers.agreement.read')}
          </chakra.button>
        ) : null}
      </Flex>
      <FieldProblem id="booking-agreement-problem" message={problem && t(problem)} />
      {agreement && open ? (
        <Box
          id={textId}
          role="region"
          aria-label={agreement.title}
          mt={2}
          p={3}
          maxH="16rem"
          overflowY="auto"
          border="1px solid"
          borderColor="line"
          borderRadius="md"
          fontSize="sm"
        >
          {agreement.content.map((block, index) => (
            <AgreementBlock key={index} block={block} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function AgreementBlock({ block }: { block: ContentBlock }) {
  if (block.kind === 'heading')
    return (
      <Text fontWeight="semibold" mt={2}>
        {block.text}
      </Text>
    );
  if (block.kind === 'paragraph') return <Text mt={1}>{block.text}</Text>;
  if (block.kind === 'list')
    return (
      <chakra.ul ps={5} listStyleType="disc">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </chakra.ul>
    );
  return null;
}
