import { chakra, Stack, Text } from '@chakra-ui/react';

export interface PayMethodOption<Code extends string> {
  code: Code;
  label: string;
  /** How it goes on: "scan to pay", "opens the checkout", the wallet's balance. */
  hint: string;
}

/** The ways to pay as one radio group under its legend: the gateways, and the wallet where a page offers it. */
export function PayMethodOptions<Code extends string>({
  legend,
  name,
  options,
  chosen,
  onChoose,
}: {
  legend: string;
  name: string;
  options: PayMethodOption<NoInfer<Code>>[];
  chosen: Code;
  onChoose(code: NoInfer<Code>): void;
}) {
  return (
    <chakra.fieldset border="0" p={0} m={0}>
      <chakra.legend fontWeight="semibold" mb={2}>
        {legend}
      </chakra.legend>
      <Stack gap={2}>
        {options.map((option) => (
          <chakra.label
            key={option.code}
            display="flex"
            alignItems="center"
            gap={3}
            p={3}
            borderWidth="1px"
            borderRadius="md"
            borderColor={chosen === option.code ? 'brand.600' : 'line'}
            bg={chosen === option.code ? 'brand.50' : 'white'}
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.code}
              checked={chosen === option.code}
              onChange={() => onChoose(option.code)}
              accentColor="brand.600"
            />
            <Text as="span" fontWeight="medium">
              {option.label}
            </Text>
            <Text as="span" color="muted" fontSize="sm" ms="auto">
              {option.hint}
            </Text>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
