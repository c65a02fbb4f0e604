const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day ('YYYY-MM-DD') of an instant where the browser is: the search box's and the date fields' "today". */
export function localDay(instant: string | number | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
