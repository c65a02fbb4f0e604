import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberFfp } from '../../../../contract/first-load/call-path-prefixes';
import { checkCharacter } from '../../../../contract/validators/id-card';
import type { PlaceOrderInput } from '../../../../machines/booking-trip';
import { BAD_REPLY_CODE } from '../../../api/request';
import { ApiError, callApi } from '../../../api/client';
import { emptyParty, toWizardDraft } from './passenger-party';
import { placeOrder } from './place-order';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

const idCard = (birth: string, sequence: string) =>
  `130102${birth}${sequence}` + checkCharacter(`130102${birth}${sequence}`);
const [adult] = emptyParty({ adults: 1, children: 0, infants: 0 }, 'domestic');
const forms = {
  passengers: [
    {
      ...adult!,
      name: '赵新',
      documentNo: idCard('19851125', '091'),
      birthDate: '1985-11-25',
      gender: '1' as const,
      saveAsFrequent: true,
    },
  ],
  contact: { name: '张伟', mobile: '13800138000', email: 'zw@example.com' },
  insurance: [{ passengerKey: 0, productCode: 'FAI-ACCIDENT' }],
  agreementAccepted: true,
};
const input: PlaceOrderInput = {
  idempotencyKey: 'key-1',
  market: 'domestic',
  search: {
    tripType: 'oneWay',
    origin: 'SJW',
    destination: 'SHA',
    departureDate: '2026-12-01',
    adults: 1,
    children: 0,
    infants: 0,
  } as PlaceOrderInput['search'],
  segments: [{ flightNo: 'NS3105', flightDate: '2026-12-01', bookingClass: 'D', quotedAdultFare: 1640 }],
  draft: toWizardDraft(forms, 'domestic'),
};
const placed = {
  orderNo: 'B123',
  pnr: 'HX7Q2P',
  status: 'unpaid',
  holdUntil: '2026-11-22T05:00:00Z',
  totalAmount: 1640,
  totalPoints: 0,
};

describe('placing the order', () => {
  beforeEach(() => call.mockReset());

  it('sends the insurance by passenger index, then saves the passengers ticked to be saved', async () => {
    call.mockResolvedValueOnce(placed).mockResolvedValueOnce({ id: 9 });
    await expect(placeOrder(input)).resolves.toEqual(placed);
    expect(call.mock.calls[0]![1]).toMatchObject({
      insurance: [{ passengerIndex: 0, productCode: 'FAI-ACCIDENT' }],
      agreementAccepted: true,
    });
    expect(call.mock.calls[0]![1]).not.toHaveProperty('forms');
    expect(call.mock.calls[1]![0]).toBe(memberFfp('passenger', 'add'));
    expect(call.mock.calls[1]![1]).toMatchObject({ name: '赵新', documentNo: idCard('19851125', '091') });
  });

  it('keeps the order when saving a frequent passenger is refused', async () => {
    call.mockResolvedValueOnce(placed).mockRejectedValueOnce(new ApiError({ resultCode: 'PASSENGER_DUPLICATE' }, 200));
    await expect(placeOrder(input)).resolves.toEqual(placed);
  });

  it('sends the agreement as the traveller left it: the server refuses an order without it', async () => {
    call.mockRejectedValueOnce(
      new ApiError({ resultCode: 'VALIDATION_FAILED', resultMsg: 'Please read and accept the agreement' }, 200),
    );
    const unticked = { ...input, draft: toWizardDraft({ ...forms, agreementAccepted: false }, 'domestic') };
    await expect(placeOrder(unticked)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(call.mock.calls[0]![1]).toMatchObject({ agreementAccepted: false });
  });

  it('turns a reply of the wrong shape into a refusal of its own, and saves nobody', async () => {
    call.mockResolvedValueOnce({ orderNo: 'B123' });
    await expect(placeOrder(input)).rejects.toMatchObject({ code: BAD_REPLY_CODE });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('saves nobody when the order is refused', async () => {
    call.mockRejectedValueOnce(new ApiError({ resultCode: 'SOLD_OUT', data: { seatsLeft: 0 } }, 200));
    await expect(placeOrder(input)).rejects.toMatchObject({ code: 'SOLD_OUT', data: { seatsLeft: 0 } });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
