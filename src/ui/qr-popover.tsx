import { Box, chakra } from '@chakra-ui/react';
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface QrPopoverProps {
  /** The trigger's accessible name. */
  label: string;
  /** A QR image under public/qr/. */
  imageSrc: string;
  caption: string;
  /** Where the popover opens relative to its trigger. */
  side: 'left' | 'top';
  children: ReactNode;
}

/** A button that shows a QR code with its caption on hover, focus or click; Esc hides it. */
export function QrPopover({ label, imageSrc, caption, side, children }: QrPopoverProps) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const placement =
    side === 'left'
      ? { right: '100%', top: '50%', transform: 'translateY(-50%)', mr: 3 }
      : { bottom: '100%', left: '50%', transform: 'translateX(-50%)', mb: 3 };
  return (
    <Box
      position="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <chakra.button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((value) => !value)}
        display="inline-flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        cursor="pointer"
        color="inherit"
        w="full"
      >
        {children}
      </chakra.button>
      <chakra.figure
        id={popoverId}
        hidden={!open}
        position="absolute"
        zIndex={1100}
        bg="white"
        color="ink"
        p={3}
        m={0}
        borderRadius="md"
        boxShadow="lg"
        w="156px"
        textAlign="center"
        {...placement}
      >
        <chakra.img src={imageSrc} alt={caption} width="132px" height="132px" mx="auto" />
        <chakra.figcaption fontSize="xs" mt={2}>
          {caption}
        </chakra.figcaption>
      </chakra.figure>
    </Box>
  );
}
