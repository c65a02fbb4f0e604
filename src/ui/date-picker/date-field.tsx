import { Box, chakra } from '@chakra-ui/react';
import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/locales';
import { CalendarGrid } from './calendar-grid';
import { formatDay } from './calendar-month';
import { FieldError, fieldBoxStyle, fieldErrorId } from '../field-error';

export interface DateFieldProps {
  id: string;
  label: string;
  locale: Locale;
  value?: string;
  /** What the button says while there is no value. */
  placeholder: string;
  /** The day the calendar opens on while there is no value. */
  openAt: string;
  /** The spec's datePicker flag for this field. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (date: string) => void;
  isChoosable: (date: string) => boolean;
  /** Which edge the calendar lines up with, so it stays on screen in the right-hand column. */
  align?: 'start' | 'end';
  error?: string;
}

/** A button showing the chosen day that opens a calendar dialog; focus comes back to it on close. */
export function DateField({
  id,
  label,
  locale,
  value,
  placeholder,
  openAt,
  open,
  onOpen,
  onClose,
  onChoose,
  isChoosable,
  align = 'start',
  error,
}: DateFieldProps) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const labelId = `${id}-label`;
  const closeAndRefocus = () => {
    onClose();
    triggerRef.current?.focus();
  };
  const choose = (date: string) => {
    onChoose(date);
    triggerRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <Box position="relative" minW={0} onBlur={closeWhenFocusLeaves}>
      <chakra.span id={labelId} display="block" fontSize="sm" color="muted" mb="1">
        {label}
      </chakra.span>
      <chakra.button
        ref={triggerRef}
        id={id}
        type="button"
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onClick={() => (open ? onClose() : onOpen())}
        {...fieldBoxStyle(Boolean(error))}
        textAlign="start"
        color={value ? 'ink' : 'muted'}
        whiteSpace="nowrap"
        overflow="hidden"
      >
        {value ? formatDay(value, locale, { month: 'short', day: 'numeric', weekday: 'short' }) : placeholder}
      </chakra.button>
      {open && (
        <Box
          role="dialog"
          aria-modal="false"
          aria-label={t('shell.calendar.dialogLabel', { field: label })}
          position="absolute"
          zIndex="popover"
          top="100%"
          mt="1"
          {...(align === 'end' ? { right: 0 } : { left: 0 })}
          w="80"
          maxW="calc(100vw - 2rem)"
          p="3"
          bg="white"
          border="1px solid"
          borderColor="line"
          borderRadius="lg"
          boxShadow="xl"
        >
          <CalendarGrid
            locale={locale}
            value={value ?? openAt}
            isChoosable={isChoosable}
            onChoose={choose}
            onClose={closeAndRefocus}
          />
        </Box>
      )}
      <FieldError fieldId={id} message={error} />
    </Box>
  );
}
