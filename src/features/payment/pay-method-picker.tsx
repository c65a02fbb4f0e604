import { chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../contract/localized-text';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import type { PayMethod, PayMethodData } from '../../../contract/calls/payments';

/** The five gateways as one radio group. */
export function PayMethodPicker({
  methods,
  chosen,
  onChoose,
}: {
  methods: PayMethodData['methods'];
  chosen: PayMethod;
  onChoose(method: PayMethod): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  return (
    <chakra.fieldset border="0" p={0} m={0}>
      <chakra.legend fontWeight="semibold" mb={2}>
        {t('payment.page.chooseMethod')}
      </chakra.legend>
      <Stack gap={2}>
        {methods.map((method) => (
          <chakra.label
            key={method.code}
            display="flex"
            alignItems="center"
            gap={3}
            p={3}
            borderWidth="1px"
            borderRadius="md"
            borderColor={chosen === method.code ? 'brand.600' : 'line'}
            bg={chosen === method.code ? 'brand.50' : 'white'}
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name="pay-method"
              value={method.code}
              checked={chosen === method.code}
              onChange={() => onChoose(method.code)}
              accentColor="brand.600"
            />
            <Text as="span" fontWeight="medium">
              {pickLocale(method.name, locale)}
            </Text>
            <Text as="span" color="muted" fontSize="sm" ms="auto">
              {t(`payment.methodHint.${method.kind}`)}
            </Text>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
