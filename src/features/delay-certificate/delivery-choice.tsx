import { chakra, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

export type DeliveryDraft = {
  type: 'none' | 'counterPickup' | 'courierCod';
  airport: string;
  recipient: string;
  mobile: string;
  region: string;
  address: string;
  postcode: string;
};
export const EMPTY_DELIVERY: DeliveryDraft = {
  type: 'none',
  airport: '',
  recipient: '',
  mobile: '',
  region: '',
  address: '',
  postcode: '',
};

/** The courier's address fields, in the order the form shows them. */
const COURIER_FIELDS: {
  name: 'recipient' | 'mobile' | 'region' | 'address' | 'postcode';
  inputMode?: 'tel' | 'numeric';
}[] = [
  { name: 'recipient' },
  { name: 'mobile', inputMode: 'tel' },
  { name: 'region' },
  { name: 'address' },
  { name: 'postcode', inputMode: 'numeric' },
];

/** Spec 3's proof delivery types: electronic only, airport counter pickup, or courier cash on delivery with its address. */
export function DeliveryChoice(props: {
  value: DeliveryDraft;
  airports: { code: string; label: string }[];
  errors: Record<string, string>;
  onChange: (value: DeliveryDraft) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const set = (field: keyof DeliveryDraft) => (next: string) => onChange({ ...value, [field]: next });
  return (
    <Stack as="fieldset" gap={2} borderWidth="1px" borderColor="line" borderRadius="md" p={3} m={0}>
      <chakra.legend fontSize="sm" fontWeight="medium" px={1}>
        {t('delayProve.apply.delivery')}
      </chakra.legend>
      <Flex gap={4} wrap="wrap">
        {(['none', 'counterPickup', 'courierCod'] as const).map((type) => (
          <chakra.label key={type} display="inline-flex" gap={2} alignItems="center" minH="10">
            <input
              type="radio"
              name="delay-delivery"
              checked={value.type === type}
              onChange={() => onChange({ ...value, type, airport: value.airport || props.airports[0]?.code || '' })}
            />
            {t(type === 'none' ? 'delayProve.apply.deliveryNone' : `delayProve.apply.${type}`)}
          </chakra.label>
        ))}
      </Flex>
      {value.type === 'counterPickup' ? (
        <chakra.label display="flex" flexDirection="column" fontSize="sm" gap={1} maxW="20rem">
          {t('delayProve.apply.airport')}
          <chakra.select
            value={value.airport}
            onChange={(event) => set('airport')(event.target.value)}
            minH="10"
            px={3}
            borderWidth="1px"
            borderColor="line"
            borderRadius="md"
            bg="white"
          >
            {props.airports.map((airport) => (
              <option key={airport.code} value={airport.code}>
                {airport.label}
              </option>
            ))}
          </chakra.select>
        </chakra.label>
      ) : null}
      {value.type === 'courierCod' ? (
        <Flex gap={3} wrap="wrap">
          {COURIER_FIELDS.map(({ name, inputMode }) => (
            <TextField
              key={name}
              id={`delay-${name}`}
              label={t(`delayProve.apply.${name}`)}
              value={value[name]}
              onValueChange={set(name)}
              inputMode={inputMode}
              error={props.errors[name]}
              layout="row"
            />
          ))}
        </Flex>
      ) : null}
    </Stack>
  );
}
