import * as z from 'zod';
import { isCalendarDate } from '../../first-load/flight-search-rules';
import { LOCALES } from '../../locales';
import { LOOKUPS } from '../../lookups';
import { emailSchema } from '../../validators/email';
import { mobileSchema } from '../../validators/mobile';
import { smsCodeSchema } from '../../validators/sms-code';

/** myAccount: the profile. A verified member's Chinese name is their verified name and cannot be edited here. */
const latinName = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^[A-Z][A-Z ]{0,29}$/.test(value), 'passengers.errors.latinName');

export const profileSchema = z.object({
  cnName: z
    .string()
    .trim()
    .max(20, 'member.errors.nameFormat')
    .refine((value) => value === '' || /^[\u3400-\u9fff·]{2,20}$/.test(value), 'member.errors.nameFormat'),
  lastName: latinName,
  firstName: latinName,
  sex: z.union([z.literal(''), z.enum(LOOKUPS.sex)], 'member.profile.errors.sex'),
  birthday: z.string().refine((value) => value === '' || isCalendarDate(value), 'member.profile.errors.birthday'),
  email: z.union([z.literal(''), emailSchema]),
  preferredLanguage: z.enum(LOCALES),
});
export type ProfileInput = z.input<typeof profileSchema>;
export const updateProfilePayload = profileSchema;

export const profileData = profileSchema.extend({
  mobile: z.string(),
  memberNumber: z.string(),
  identityStatus: z.string(),
  emailVerified: z.boolean(),
});
export type ProfileData = z.infer<typeof profileData>;

export const sendEmailVerificationPayload = z.object({}).loose();
export const verifyEmailPayload = z.object({ token: z.string().min(10).max(100) });

/** changeMobile: a code to the bound mobile and one to the new mobile. */
export const changeMobilePayload = z.object({
  oldCheckCode: smsCodeSchema,
  newMobile: mobileSchema,
  newCheckCode: smsCodeSchema,
});
export type ChangeMobilePayload = z.infer<typeof changeMobilePayload>;

export const PROFILE_REFUSALS = {
  nameLocked: 'M4001',
  emailTaken: 'M4002',
  noEmail: 'M4003',
  mobileTaken: 'M4004',
  sameMobile: 'M4005',
  birthdayInFuture: 'M4006',
} as const;
