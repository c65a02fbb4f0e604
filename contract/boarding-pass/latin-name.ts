import { pinyin } from 'pinyin-pro';

/**
 * The name as a bar code and an airport system print it: SURNAME/GIVEN in Latin letters. A passenger's own
 * English name fields win; a Chinese name is written in pinyin (surname readings: 单 Shan, 曾 Zeng), as
 * Chinese carriers print it from the ID card name; a travel-document name is already SURNAME/GIVEN.
 */
export function latinName(passenger: { name: string; lastName?: string | null; firstName?: string | null }): string {
  const { lastName, firstName } = passenger;
  if (lastName && firstName && isLatin(lastName) && isLatin(firstName)) return join(lastName, firstName);
  const name = passenger.name.trim();
  if (!HAN.test(name)) return name.toUpperCase().replace(/\s*\/\s*/, '/');
  const surnameLength = COMPOUND_SURNAMES.has(name.slice(0, 2)) && name.length > 2 ? 2 : 1;
  return join(toPinyin(name.slice(0, surnameLength), 'surname'), toPinyin(name.slice(surnameLength), 'normal'));
}

const HAN = /\p{Script=Han}/u;
const isLatin = (text: string) => /^[A-Za-z][A-Za-z '-]*$/.test(text.trim());
const join = (surname: string, given: string) => `${surname.trim()}/${given.trim()}`.toUpperCase();

// Chinese passports write ü as YU (吕 LYU, 女 NYU), and so does the name on a ticket.
function toPinyin(text: string, mode: 'surname' | 'normal'): string {
  return pinyin(text, { toneType: 'none', type: 'array', mode }).join('').replaceAll('ü', 'yu');
}

// The two-character surnames still in use; any other name starts with a one-character surname.
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '万俟',
  '闻人',
  '澹台',
  '公羊',
  '申屠',
]);
