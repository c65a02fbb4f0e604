import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

// Marks where a value sits in the translated sentence; an invisible character no catalogue uses.
const MARK = '\u2063';

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
  const marked: Record<string, unknown> = { ...values };
  for (const name of unbroken) marked[name] = `${MARK}${name}${MARK}`;
  const parts = t(i18nKey, marked).split(MARK);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && unbroken.includes(part) ? (
          <chakra.span key={index} whiteSpace="nowrap">
            {String(values[part])}
          </chakra.span>
        ) : (
          part
        ),
      )}
    </>
  );
}
