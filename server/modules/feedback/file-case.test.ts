import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_NO_PATTERN, FEEDBACK_CALLS } from '../../../contract/calls/feedback';
import { feedbackCases, feedbackPhotos } from '../../db/schema/feedback';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { complaint, feedbackCall, fileComplaint, pngPhoto } from './testing/feedback-test-calls';

describe('filing a complaint, praise or suggestion', () => {
  let test: TestApp;
  let address = 0;
  /** A fresh client address per call: these tests are about the payload, not the flood limits. */
  const fresh = () => ({ 'x-forwarded-for': `10.1.0.${++address}` });
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const casesStored = async () => (await test.database.db.select({ total: count() }).from(feedbackCases))[0]!.total;

  it('takes a visitor’s complaint with a photo: a random reference number, received, the photo re-encoded as a smaller JPEG without metadata', async () => {
    const photo = await pngPhoto();
    const reply = await fileComplaint(
      test.app,
      { mobile: '13911110001', photos: [{ fileName: 'suitcase.png', data: photo }] },
      fresh(),
    );
    expect(reply).toMatchObject({ resultCode: '0', data: { kind: 'complaint', status: 'received' } });
    expect(reply.data.caseNo).toMatch(CASE_NO_PATTERN);
    expect(reply.data.caseNo).toMatch(/^TS260601/);
    const [row] = await test.database.db
      .select()
      .from(feedbackCases)
      .where(eq(feedbackCases.caseNo, reply.data.caseNo));
    expect(row).toMatchObject({
      memberId: null,
      contactMobile: '13911110001',
      category: 'baggage',
      status: 'received',
    });
    const [stored] = await test.database.db.select().from(feedbackPhotos).where(eq(feedbackPhotos.caseId, row!.id));
    const metadata = await sharp(stored!.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
  });

  it('gives consecutive cases unrelated reference numbers, so one number says nothing about its neighbours', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 3; index++)
      numbers.push(
        (
          await fileComplaint(
            test.app,
            { kind: 'praise', category: 'cabinCrew', mobile: `1391111010${index}` },
            fresh(),
          )
        ).data.caseNo,
      );
    const randomParts = numbers.map((caseNo) => caseNo.slice(8));
    expect(numbers.every((caseNo) => caseNo.startsWith('BY260601'))).toBe(true);
    expect(new Set(randomParts).size).toBe(3);
    // Not a counter in any base: no two differ in their last character alone.
    expect(new Set(randomParts.map((part) => part.slice(0, 7))).size).toBe(3);
  });

  describe('refusals, each in the user’s language and changing nothing', () => {
    const refusalOf = async (overrides: Parameters<typeof complaint>[0], locale = 'en') => {
      const before = await casesStored();
      const reply = await feedbackCall(test.app, FEEDBACK_CALLS.submitCase, complaint(overrides), fresh(), locale);
      expect(await casesStored()).toBe(before);
      return reply;
    };

    it('a mobile that is not a mainland mobile', async () => {
      expect(await refusalOf({ mobile: '12345678901' })).toMatchObject({
        rCode: 'RR0001',
        rMessage: 'Please enter a valid mobile number',
      });
      expect(await refusalOf({ mobile: '1381234567' }, 'zh-CN')).toMatchObject({
        rCode: 'RR0001',
        rMessage: '请输入正确的手机号码',
      });
    });

    it('an e-mail that is not one, a category of another kind, too short a text', async () => {
      expect(await refusalOf({ email: 'not-an-email' })).toMatchObject({
        rMessage: 'Please enter a valid e-mail address',
      });
      expect(await refusalOf({ category: 'cabinCrew' })).toMatchObject({ rMessage: 'Choose a category' });
      expect(await refusalOf({ content: 'bad' })).toMatchObject({
        rMessage: 'Please write at least 10 characters about what happened',
      });
    });

    it('more than 3 photos', async () => {
      const photo = await pngPhoto(40, 30);
      const photos = [1, 2, 3, 4].map((n) => ({ fileName: `p${n}.png`, data: photo }));
      expect(await refusalOf({ photos })).toMatchObject({ rCode: 'RR0001', rMessage: 'You can add at most 3 photos' });
    });

    it('a file named .jpg that is not an image, and one whose bytes start like a JPEG but do not decode', async () => {
      const text = Buffer.from('This is my boarding pass, honest.').toString('base64');
      expect(await refusalOf({ photos: [{ fileName: 'boarding-pass.jpg', data: text }] })).toMatchObject({
        resultCode: 'PHOTO_NOT_IMAGE',
        resultMsg: 'Photo 1 is not a JPEG, PNG or WebP image',
      });
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]).toString('base64');
      const photo = await pngPhoto(40, 30);
      expect(
        await refusalOf({
          photos: [
            { fileName: 'a.png', data: photo },
            { fileName: 'b.jpg', data: broken },
          ],
        }),
      ).toMatchObject({ resultCode: 'PHOTO_NOT_IMAGE', resultMsg: 'Photo 2 is not a JPEG, PNG or WebP image' });
    });

    it('a photo over 5 MB', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 - 3)]).toString(
        'base64',
      );
      expect(await refusalOf({ photos: [{ fileName: 'huge.jpg', data: big }] })).toMatchObject({
        rCode: 'RR0001',
        rMessage: 'Each photo may be at most 5 MB',
      });
    });

    it('takes three photos of almost 5 MB each in one submit', async () => {
      // Noise does not compress: each PNG is close to the limit, as a camera's photos are.
      const noise = Buffer.alloc(1250 * 1250 * 3);
      for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
      const photo = (
        await sharp(noise, { raw: { width: 1250, height: 1250, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer()
      ).toString('base64');
      expect(Buffer.from(photo, 'base64').length).toBeGreaterThan(4 * 1024 * 1024);
      const reply = await feedbackCall(
        test.app,
        FEEDBACK_CALLS.submitCase,
        complaint({ mobile: '13911110009', photos: [1, 2, 3].map((n) => ({ fileName: `${n}.png`, data: photo })) }),
        fresh(),
      );
      expect(reply.resultCode).toBe('0');
    });
  });
});
