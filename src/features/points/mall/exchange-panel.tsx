import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberAddress } from '../../../../contract/calls/member/addresses';
import type { MallOrder, MallProduct } from '../../../../contract/points/mall-calls';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { maskMobile } from '../../../ui/mask-mobile';
import { FormRefusal } from '../../../ui/text-field';
import { usePointsNumber } from '../points-number';
import { mallApi, mallQueries } from './mall-api';

/**
 * The exchange of one product: a physical one goes to an address of myAddress (the default chosen first), a
 * virtual one gives a card code. One request id per opening, so a double click or a retry is one order.
 */
export function ExchangePanel({
  product,
  onDone,
  onClose,
}: {
  product: MallProduct;
  onDone(order: MallOrder): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const number = usePointsNumber();
  const heading = useRef<HTMLHeadingElement>(null);
  const [requestId] = useState(() => crypto.randomUUID());
  const [addressId, setAddressId] = useState<number>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const physical = product.kind === 'physical';
  const addresses = useQuery({ ...mallQueries.addresses(), enabled: physical });
  const chosen = addressId ?? addresses.data?.[0]?.id;
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    setBusy(true);
    setRefusal('');
    try {
      onDone(await mallApi.exchange({ productId: product.id, requestId, addressId: physical ? chosen : undefined }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="mall-exchange-title"
      borderWidth="2px"
      borderColor="brand.600"
      borderRadius="md"
      p={{ base: 3, md: 5 }}
      bg="white"
    >
      <chakra.h2 id="mall-exchange-title" ref={heading} tabIndex={-1} fontWeight="bold" fontSize="lg" mb={2}>
        {t('pointMall.confirm.titleOf', { name: product.name })}
      </chakra.h2>
      <Text mb={3}>{t('pointMall.confirm.points', { points: number(product.pointsPrice) })}</Text>
      {physical ? (
        <AddressChoice addresses={addresses.data} chosen={chosen} onChoose={setAddressId} />
      ) : (
        <Text mb={3}>{t('pointMall.confirm.virtualNote')}</Text>
      )}
      <FormRefusal message={refusal} />
      <Flex gap={3} wrap="wrap">
        <ActionButton onClick={() => void submit()} disabled={busy || (physical && chosen === undefined)}>
          {t('pointMall.confirm.submit')}
        </ActionButton>
        <ActionButton variant="secondary" onClick={onClose}>
          {t('pointMall.confirm.back')}
        </ActionButton>
      </Flex>
    </Box>
  );
}

function AddressChoice({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: MemberAddress[] | undefined;
  chosen: number | undefined;
  onChoose(id: number): void;
}) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  if (!addresses) return <Text role="status">{t('pointMall.loading')}</Text>;
  if (addresses.length === 0) {
    return (
      <Box mb={3}>
        <Text>{t('pointMall.confirm.noAddress')}</Text>
        <Link to="/{-$locale}/member/myAddress" params={localeParam}>
          <Text as="span" color="brand.700" textDecoration="underline">
            {t('pointMall.confirm.addAddress')}
          </Text>
        </Link>
      </Box>
    );
  }
  return (
    <chakra.fieldset border="0" p={0} m={0} mb={4}>
      <chakra.legend fontWeight="semibold" mb={2}>
        {t('pointMall.confirm.address')}
      </chakra.legend>
      <Stack gap={2}>
        {addresses.map((address) => (
          <chakra.label key={address.id} display="flex" gap={2} alignItems="flex-start" cursor="pointer">
            <input
              type="radio"
              name="mall-address"
              checked={chosen === address.id}
              onChange={() => onChoose(address.id)}
              style={{ marginTop: '0.3rem' }}
            />
            <span>
              {address.receiver} {maskMobile(address.mobile)}
              <br />
              {address.region} {address.detail}
            </span>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
