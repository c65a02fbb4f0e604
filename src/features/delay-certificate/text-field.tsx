import { Box, chakra, Text } from '@chakra-ui/react';

/** A labelled text box whose error is tied to it (aria-describedby) and shown below. */
export function TextField(props: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void; inputMode?: 'numeric' | 'email' | 'tel'; type?: string }) {
  return (
    <Box flex="1" minW="12rem">
      <chakra.label htmlFor={props.id} display="block" fontSize="sm" mb={1}>
        {props.label}
      </chakra.label>
      <chakra.input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        inputMode={props.inputMode}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        w="full"
        minH="10"
        px={3}
        borderWidth="1px"
        borderColor={props.error ? 'brand.600' : 'line'}
        borderRadius="md"
      />
      {props.error ? (
        <Text id={`${props.id}-error`} color="brand.700" fontSize="sm" mt={1}>
          {props.error}
        </Text>
      ) : null}
    </Box>
  );
}
