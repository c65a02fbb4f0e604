import * as z from 'zod';
import { mobileSchema } from '../../validators/mobile';
import { personNameSchema } from './real-name';
import { text } from '../../validators/text';

const divisionCode = (digits: number) =>
  z.string('member.address.errors.region').regex(new RegExp(`^\\d{${digits}}$`), 'member.address.errors.region');

/** An address of myAddress: receiver, mobile, a province → city → district path and the street address. */
export const addressInputSchema = z.object({
  receiver: personNameSchema,
  mobile: text('validation.mobile').pipe(mobileSchema),
  provinceCode: divisionCode(2),
  cityCode: divisionCode(4),
  districtCode: divisionCode(6),
  detail: text('member.address.errors.detail')
    .trim()
    .min(5, 'member.address.errors.detail')
    .max(120, 'member.address.errors.detail'),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

const addressId = z.number('member.address.errors.notFound').int().positive('member.address.errors.notFound');
export const queryAddressPayload = z.object({}).loose();
export const addAddressPayload = addressInputSchema;
export const updateAddressPayload = addressInputSchema.extend({ id: addressId });
export const addressIdPayload = z.object({ id: addressId });

export const memberAddressSchema = z.object({
  id: z.number(),
  receiver: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  region: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

export const ADDRESS_LIMIT = 20;
export const ADDRESS_REFUSALS = { notFound: 'M2001', region: 'M2002', limitReached: 'M2003' } as const;
