import { chakra, Flex } from '@chakra-ui/react';

export interface SegmentedChoiceProps<T extends string> {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Native radio buttons drawn as a segmented control: arrow keys and screen readers work as for any radio group. */
export function SegmentedChoice<T extends string>({ name, legend, options, value, onChange }: SegmentedChoiceProps<T>) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW={0}>
      <chakra.legend srOnly>{legend}</chakra.legend>
      <Flex bg="surface" borderRadius="full" p="1" gap="1">
        {options.map((option) => (
          <chakra.label
            key={option.value}
            flex="1"
            textAlign="center"
            px="3"
            py="1.5"
            borderRadius="full"
            fontSize="sm"
            fontWeight="medium"
            cursor="pointer"
            whiteSpace="nowrap"
            bg={option.value === value ? 'white' : undefined}
            color={option.value === value ? 'brand.700' : 'muted'}
            boxShadow={option.value === value ? 'sm' : undefined}
            _focusWithin={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              srOnly
            />
            {option.label}
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
