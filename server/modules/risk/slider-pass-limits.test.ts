import { describe, expect, it } from 'vitest';
import { SLIDER_PAGE_PATH } from '../../../contract/risk';
import { members, memberSessions } from '../../db/schema/accounts';
import { formCall, jsonCall } from '../../testing/test-app';
import { ACTION_RULES } from './risk-rules';
import { SLIDER_PASS_CAP_WINDOW_MS } from './slider-pass-limits';
import { deviceHeaders, registerTestDevice, type TestDevice } from './testing/risk-device';
import { riskSuiteApp, GUARDED_LOGIN_PATH, GUARDED_SMS_PATH, productionSliderLimits } from './testing/risk-test-app';
import { dragToGapAs, openSliderAs } from './testing/slider-solver';

const LIMITS = productionSliderLimits();
const [DEVICE_CAP, ADDRESS_CAP, MOBILE_CAP, SPACING_S] = [
  LIMITS.SLIDER_PASSES_PER_DEVICE_PER_HOUR,
  LIMITS.SLIDER_PASSES_PER_ADDRESS_PER_HOUR,
  LIMITS.SLIDER_PASSES_PER_MOBILE_PER_HOUR,
  LIMITS.SLIDER_PASS_SPACING_SECONDS,
].map(Number) as [number, number, number, number];
const PLAIN_PAGE = `${SLIDER_PAGE_PATH}?lang=en&dfp=`;

/** Issue 26, item 6: one pass buys one attempt, so passes must be rare: capped per device, address and mobile. */
describe('slider passes are few and bound to their purpose', () => {
  const test = riskSuiteApp([], LIMITS);

  const solve = async (
    url: string,
    caller: TestDevice,
  ): Promise<{ code: string; message?: string; data?: { pass: string } }> => {
    const { challengeId, refusal } = await openSliderAs(test.app, url, caller);
    return challengeId ? dragToGapAs(test.app, challengeId, caller) : { code: 'refusedPage', message: refusal };
  };
  /** The '002' slider address an SMS-code request for `mobile` gets once the mobile has had its codes. */
  async function smsSliderUrl(mobile: string): Promise<string> {
    const device = await registerTestDevice(test.app);
    for (let i = 0; i <= ACTION_RULES.smsCode.sliderFrom.subject; i += 1) {
      const reply = (await jsonCall(test.app, GUARDED_SMS_PATH, { mobile }, deviceHeaders(device))).json();
      if (reply.code === '002') return reply.adsData.url as string;
    }
    throw new Error('no slider asked for');
  }
  const askSms = async (device: TestDevice, mobile: string, pass: string) =>
    (
      await jsonCall(
        test.app,
        GUARDED_SMS_PATH,
        { mobile },
        deviceHeaders(device, { adsRiskParam: pass, 'accept-language': 'en' }),
      )
    ).json();

  it(`lets a device earn ${DEVICE_CAP} passes an hour, ${SPACING_S} s apart at least, then refuses it with '1401'`, async () => {
    const device = await registerTestDevice(test.app);
    expect(await solve(PLAIN_PAGE, device)).toMatchObject({ code: 'success' });
    // Too soon: the page offers no puzzle, and a puzzle opened before is refused once solved.
    const early = await openSliderAs(test.app, PLAIN_PAGE, device);
    expect(early.refusal).toBe(`You verified only a moment ago, please try again in ${SPACING_S} seconds`);
    test.clock.advance(SPACING_S * 1000);
    const opened = await openSliderAs(test.app, PLAIN_PAGE, device);
    expect(await solve(PLAIN_PAGE, device)).toMatchObject({ code: 'success' });
    expect(await dragToGapAs(test.app, opened.challengeId, device)).toMatchObject({ code: '1401' });
    for (let pass = 2; pass < DEVICE_CAP; pass += 1) {
      test.clock.advance(SPACING_S * 1000);
      expect(await solve(PLAIN_PAGE, device)).toMatchObject({ code: 'success' });
    }
    test.clock.advance(SPACING_S * 1000);
    expect(await solve(PLAIN_PAGE, device)).toMatchObject({
      code: 'refusedPage',
      message: expect.stringMatching(
        /^Too many verifications from this device or network, please try again in \d+ minutes$/,
      ),
    });
    test.clock.advance(SLIDER_PASS_CAP_WINDOW_MS);
    expect(await solve(PLAIN_PAGE, device)).toMatchObject({ code: 'success' });
  });

  it(`lets an address earn ${ADDRESS_CAP} passes an hour, however many devices a script makes there`, async () => {
    const first = await registerTestDevice(test.app);
    const results: string[] = [];
    for (let i = 0; i < 4 * ADDRESS_CAP; i += 1) {
      const device = { ...(await registerTestDevice(test.app)), address: first.address };
      results.push((await solve(PLAIN_PAGE, device)).code);
    }
    expect(results.filter((code) => code === 'success')).toHaveLength(ADDRESS_CAP);
    expect(results.slice(ADDRESS_CAP).every((code) => code === 'refusedPage')).toBe(true);
    // Another address is not held back by this one.
    expect(await solve(PLAIN_PAGE, await registerTestDevice(test.app))).toMatchObject({ code: 'success' });
  });

  it(`lets one mobile's SMS codes earn ${MOBILE_CAP} passes an hour, from any devices and addresses`, async () => {
    const url = await smsSliderUrl('13611110001');
    const results: string[] = [];
    for (let i = 0; i < MOBILE_CAP + 3; i += 1)
      results.push((await solve(url, await registerTestDevice(test.app))).code);
    expect(results).toEqual([...Array(MOBILE_CAP).fill('success'), ...Array(3).fill('refusedPage')]);
    // Another mobile is not held back by this one.
    expect(await solve(await smsSliderUrl('13611110002'), await registerTestDevice(test.app))).toMatchObject({
      code: 'success',
    });
  });

  it("lets a mobile's owner, on a device that has logged in as them, pass after strangers spent its mobile's and their address's passes", async () => {
    const mobile = '13611110006';
    const owner = await registerTestDevice(test.app);
    const now = test.clock.now();
    await test.database.db
      .insert(members)
      .values({ id: 'slider-owner', memberNumber: '880006', mobile, createdAt: now });
    await test.database.db.insert(memberSessions).values({
      id: 'slider-owner-session',
      memberId: 'slider-owner',
      dfp: owner.dfp,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SLIDER_PASS_CAP_WINDOW_MS),
    });
    const url = await smsSliderUrl(mobile);
    for (let i = 0; i < MOBILE_CAP; i += 1)
      expect(await solve(url, await registerTestDevice(test.app))).toMatchObject({ code: 'success' });
    for (let i = 0; i < ADDRESS_CAP; i += 1) {
      const stranger = { ...(await registerTestDevice(test.app)), address: owner.address };
      expect(await solve(PLAIN_PAGE, stranger)).toMatchObject({ code: 'success' });
    }
    // A stranger is refused now; the owner is not.
    expect(await solve(url, { ...(await registerTestDevice(test.app)), address: owner.address })).toMatchObject({
      code: 'refusedPage',
    });
    expect(await solve(url, owner)).toMatchObject({ code: 'success' });
  });

  it('never caps the passes of a login account: strangers solving sliders for it cannot keep its owner out', async () => {
    const account = '13611110003';
    const device = await registerTestDevice(test.app);
    let url = '';
    for (let i = 0; i <= ACTION_RULES.login.sliderFrom.subject && !url; i += 1) {
      const reply = (
        await formCall(test.app, GUARDED_LOGIN_PATH, { account, password: 'wrong' }, deviceHeaders(device))
      ).json();
      if (reply.adsCode === '002') url = reply.adsData.url;
    }
    for (let i = 0; i < MOBILE_CAP + 3; i += 1)
      expect(await solve(url, await registerTestDevice(test.app))).toMatchObject({ code: 'success' });
  });

  it("spends a pass only on the attempt it was earned for: another mobile's, or one from a page without a purpose, gets '005'", async () => {
    const [forA, forB] = [await smsSliderUrl('13611110004'), await smsSliderUrl('13611110005')];
    expect(forA).not.toBe(forB);
    const device = await registerTestDevice(test.app);
    const { data } = await solve(forA, device);
    const otherPurpose = {
      code: '005',
      adsData: 'The verification result was for another request, please verify again',
    };
    expect(await askSms(device, '13611110005', data!.pass)).toMatchObject(otherPurpose);
    expect(await askSms(device, '13611110004', data!.pass)).toMatchObject({ code: 'success' });
    test.clock.advance(SPACING_S * 1000);
    const plain = await solve(PLAIN_PAGE, device);
    expect(await askSms(device, '13611110004', plain.data!.pass)).toMatchObject(otherPurpose);
  });
});
