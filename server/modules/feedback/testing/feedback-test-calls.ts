import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { FEEDBACK_CALLS, type FeedbackCasePayload } from '../../../../contract/calls/feedback';
import { formCall } from '../../../testing/test-app';

/** A real photo: a gradient PNG of the given size (a phone's photo is larger than what the server keeps). */
export async function pngPhoto(width = 2400, height = 1800): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) pixels[index] = (index / 3) % 256;
  return (
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer()
  ).toString('base64');
}

export function complaint(overrides: Partial<FeedbackCasePayload> = {}): FeedbackCasePayload {
  return {
    kind: 'complaint',
    category: 'baggage',
    flightNo: 'NS3101',
    flightDate: '2026-05-30',
    contactName: '王小明',
    mobile: '13912345678',
    email: 'xiaoming@example.com',
    content: '托运的行李箱到达广州时轮子断了，柜台没有给出处理方案。',
    photos: [],
    ...overrides,
  };
}

/** Each caller its own address unless told, so limits of one test do not leak into another. */
export async function feedbackCall(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  locale = 'en',
) {
  return (await formCall(app, path, payload, { 'accept-language': locale, ...headers })).json();
}

export async function fileComplaint(
  app: FastifyInstance,
  overrides: Partial<FeedbackCasePayload> = {},
  headers: Record<string, string> = {},
) {
  return feedbackCall(app, FEEDBACK_CALLS.submitCase, complaint(overrides), headers);
}
