import { expect, type Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { adultOf, say, type DevTrip } from './check-in-steps';
import {
  chooseNextDayFlight,
  expectNotice,
  openOffer,
  refundInAnotherTab,
  type DisruptionKind,
} from './disruption-steps';

/**
 * What a traveller of a cancelled or delayed flight sees of the offer (machines/disruption-offer.machine.ts), as
 * a model without invoke or after (createTestModel refuses those): its events are what the traveller does on the
 * real site, its states what the page must show. Each final state is one the chart ends in.
 */
export const disruptionOfferUserModel = createMachine({
  id: 'disruptionOfferUser',
  initial: 'noticed',
  states: {
    noticed: { on: { 'notice.open': 'choosing' } },
    choosing: {
      on: {
        'change.choose': 'confirming',
        'refund.choose': 'leftForRefund',
        'certificate.choose': 'leftForCertificate',
        // The ticket was refunded in another tab after the offer opened: nothing is left to offer.
        'change.chooseAfterRefundElsewhere': 'notEligible',
      },
    },
    confirming: { on: { 'change.confirm': 'changed', 'change.back': 'choosing' } },
    changed: { type: 'final' },
    leftForRefund: { type: 'final' },
    leftForCertificate: { type: 'final' },
    notEligible: { type: 'final' },
  },
});

export const disruptionOfferTestModel = createTestModel(disruptionOfferUserModel);

/** Only a delayed flight offers the delay certificate; the other paths are a cancelled flight's. */
export const disruptionKindOf = (path: { steps: { event: { type: string } }[] }): DisruptionKind =>
  path.steps.some((step) => step.event.type === 'certificate.choose') ? 'delayed' : 'canceled';

const offerButton = (page: Page, key: string) => page.getByRole('button', { name: say(key) });

/** The page's checks for each model state, and the traveller's actions for each event, for one disrupted trip. */
export function disruptionOfferPathParams(page: Page, trip: DevTrip, kind: DisruptionKind, mobile: string) {
  const adult = adultOf(trip);
  return {
    states: {
      noticed: async () => {
        await page.goto('/');
        await expectNotice(page, trip, kind);
      },
      choosing: async () => {
        await expect(offerButton(page, 'disruption.offer.refund')).toBeVisible();
        await expect(offerButton(page, 'disruption.offer.certificate')).toHaveCount(kind === 'delayed' ? 1 : 0);
      },
      confirming: async () => {
        await expect(page.getByText(say('disruption.offer.total', { amount: 0 }))).toBeVisible();
        await expect(
          page.getByText(say('disruption.offer.couponQuote', { passenger: adult.name, fee: 0, difference: 0 })),
        ).toBeVisible();
      },
      changed: async () => {
        const changed = page
          .getByRole('status')
          .filter({ hasText: new RegExp(`^${say('disruption.offer.changed', { changeNo: '' }).split('（')[0]}`) });
        await expect(changed).toContainText(new RegExp(`${adult.name}：新客票 \\d{13}（原客票 ${adult.ticketNo}）`));
      },
      leftForRefund: async () => {
        await expect(page).toHaveURL(new RegExp(`/refund\\?orderNo=${trip.orderNo}`));
        await expect(page.getByText(say('refund.quote.feeWaived.canceled')).first()).toBeVisible();
      },
      leftForCertificate: async () => {
        // The certificate's page has found the ticket at once: it lists the ticket's flight, no lookup asked.
        await expect(page).toHaveURL(/\/serve\/delayProve\?ticketNo=/);
        await expect(page.getByRole('heading', { name: new RegExp(`^${trip.trip.flight.flightNo} `) })).toBeVisible();
      },
      notEligible: async () => {
        await expect(page.getByRole('alert')).toContainText(say('disruption.errors.notDisrupted'));
        await expect(offerButton(page, 'disruption.offer.refund')).toHaveCount(0);
      },
    },
    events: {
      'notice.open': () => openOffer(page, trip, kind),
      'change.choose': () => chooseNextDayFlight(page, trip),
      'change.back': () => offerButton(page, 'disruption.offer.back').click(),
      'change.confirm': () => offerButton(page, 'disruption.offer.confirm').click(),
      'refund.choose': () => offerButton(page, 'disruption.offer.refund').click(),
      'certificate.choose': () => offerButton(page, 'disruption.offer.certificate').click(),
      'change.chooseAfterRefundElsewhere': async () => {
        await refundInAnotherTab(page, trip, mobile);
        await chooseNextDayFlight(page, trip, true);
      },
    },
  };
}
