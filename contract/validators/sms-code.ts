import { text } from './text';

/** The SMS verification code sent by sendMobileCheckCode: 6 digits. */
export const smsCodeSchema = text().regex(/^\d{6}$/, 'validation.smsCode');
