import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { sentenceParts } from '../../contract/unbroken-values';

interface UnbrokenValuesTextProps {
  i18nKey: string;
  values: Record<string, unknown>;
  /** The values that stay on one line (dates, times): a phone would otherwise break "2026-12-" from "07". */
  unbroken: readonly string[];
}

/**
 * A translated sentence whose dates and times never break across lines, whatever their format: each named
 * value is rendered as given, in an element that does not wrap, and the rest of the sentence wraps freely.
 */
export function UnbrokenValuesText({ i18nKey, values, unbroken }: UnbrokenValuesTextProps) {
  const { t } = useTranslation();
  const parts = sentenceParts((marked) => t(i18nKey, marked), values, unbroken);
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <chakra.span key={index} whiteSpace="nowrap">
            {part.unbroken}
          </chakra.span>
        ),
      )}
    </>
  );
}
