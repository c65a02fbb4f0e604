import { describe, expect, it } from 'vitest';
import { readSliderPass, signSliderPass } from './slider-pass';

const secret = Buffer.from('a-secret-of-the-server-32-bytes!!');
const pass = {
  challengeId: 'C1',
  dfp: 'DFP-1',
  purpose: 'smsCode.abcdefghijklmnopqrstuv',
  expiresAt: 1_780_000_000_000,
};

describe('slider passes', () => {
  it('reads back what the server signed', () => {
    expect(readSliderPass(signSliderPass(pass, secret), secret)).toEqual(pass);
  });

  it('refuses a pass signed with another secret', () => {
    expect(
      readSliderPass(signSliderPass(pass, Buffer.from('another-secret-another-secret-32')), secret),
    ).toBeUndefined();
  });

  it('refuses a payload changed after signing', () => {
    const [, signature] = signSliderPass(pass, secret).split('.');
    const changed = Buffer.from(JSON.stringify({ ...pass, dfp: 'DFP-2' })).toString('base64url');
    expect(readSliderPass(`${changed}.${signature}`, secret)).toBeUndefined();
  });

  it.each(['', '.', 'abc', 'a.b.c', `${Buffer.from('{"x":1}').toString('base64url')}.`])(
    'refuses the malformed value %j',
    (value) => {
      expect(readSliderPass(value, secret)).toBeUndefined();
    },
  );
});
