import * as z from 'zod';

/** The SMS verification code sent by sendMobileCheckCode: 6 digits. */
export const smsCodeSchema = z.string().regex(/^\d{6}$/, 'validation.smsCode');
