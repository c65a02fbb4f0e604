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
          <TextField
            id="delay-recipient"
            label={t('delayProve.apply.recipient')}
            value={value.recipient}
            onValueChange={set('recipient')}
            error={props.errors.recipient}
            layout="row"
          />
          <TextField
            id="delay-mobile"
            label={t('delayProve.apply.mobile')}
            value={value.mobile}
            onValueChange={set('mobile')}
            inputMode="tel"
            error={props.errors.mobile}
            layout="row"
          />
          <TextField
            id="delay-region"
            label={t('delayProve.apply.region')}
            value={value.region}
            onValueChange={set('region')}
            error={props.errors.region}
            layout="row"
          />
          <TextField
            id="delay-address"
            label={t('delayProve.apply.address')}
            value={value.address}
            onValueChange={set('address')}
            error={props.errors.address}
            layout="row"
          />
          <TextField
            id="delay-postcode"
            label={t('delayProve.apply.postcode')}
            value={value.postcode}
            onValueChange={set('postcode')}
            inputMode="numeric"
            error={props.errors.postcode}
            layout="row"
          />
        </Flex>
      ) : null}
    </Stack>
  );
}
