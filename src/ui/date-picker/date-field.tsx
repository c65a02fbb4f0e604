import { Box, chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/locales';
import { CalendarGrid, type MonthHeading } from './calendar-grid';
import { formatCalendarDate } from '../../i18n/format';
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
  /** Which edge the calendar lines up with, so it stays on screen in the right-hand column; by default the side with room. */
  align?: 'start' | 'end';
  /** Already in the reader's language; shown under the field and tied to it for screen readers. */
  error?: string;
  /** 'search': the home search box's tall box under a quiet label; 'form': as tall as a form's text inputs. */
  variant?: 'search' | 'form';
  /** How the button writes the chosen day; by default short with the weekday, as the search box wants. */
  formatValue?: (date: string) => string;
  renderHeading?: (heading: MonthHeading) => ReactNode;
  /** Given for a field that may be left empty: the calendar then offers to clear it. */
  onClear?: () => void;
}

const CALENDAR_WIDTH_PX = 320;
const formBox = { h: 'auto', minH: '10', fontWeight: 'normal' } as const;

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
  align,
  error,
  variant = 'search',
  formatValue = (date) => formatCalendarDate(date, locale, 'dayWithWeekday'),
  renderHeading,
  onClear,
}: DateFieldProps) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [side, setSide] = useState(align ?? 'start');
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
  useLayoutEffect(() => {
    if (!open || align) return;
    // Without a given edge, the calendar opens towards the side with room: a field in a phone's right-hand
    // column would push it off screen. Measured here, in the layout the opened calendar's paint needs anyway,
    // rather than in the click, where it cost the click a layout of its own.
    const box = triggerRef.current!.getBoundingClientRect();
    setSide(box.left + CALENDAR_WIDTH_PX > window.innerWidth ? 'end' : 'start');
  }, [open, align]);
  // Esc closes from the button too: the focus reaches the calendar only after it has painted.
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    closeAndRefocus();
  };

  return (
    <Box position="relative" minW={0} onBlur={closeWhenFocusLeaves} onKeyDown={closeOnEscape}>
      <chakra.span id={labelId} display="block" fontSize="sm" color={variant === 'search' ? 'muted' : undefined} mb="1">
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
        {...(variant === 'form' && formBox)}
        textAlign="start"
        color={value ? 'ink' : 'muted'}
        whiteSpace="nowrap"
        overflow="hidden"
      >
        {value ? formatValue(value) : placeholder}
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
          {...(side === 'end' ? { right: 0 } : { left: 0 })}
          w={`${CALENDAR_WIDTH_PX}px`}
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
            value={value}
            openAt={openAt}
            isChoosable={isChoosable}
            onChoose={choose}
            renderHeading={renderHeading}
          />
          {onClear && value ? (
            <chakra.button
              type="button"
              mt="2"
              color="brand.700"
              fontSize="sm"
              onClick={() => {
                onClear();
                closeAndRefocus();
              }}
            >
              {t('shell.calendar.clear')}
            </chakra.button>
          ) : null}
        </Box>
      )}
      <FieldError fieldId={id} message={error} />
    </Box>
  );
}
