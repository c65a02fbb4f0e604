import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeQuote } from '../../contract/calls/ticket-changes';
import { ChangeClassNote } from './change-class-note';
import { renderInLocale } from './testing/render-in-locale';

afterEach(cleanup);

const quoteInto = (bookingClass: string) =>
  ({
    flight: { bookingClass },
    coupons: [{ fromBookingClass: 'K' }],
  }) as unknown as ChangeQuote;

describe('the note beside a change quote', () => {
  it('says, in each language, that a full fare class moves up to another class of the cabin', async () => {
    for (const [locale, words] of [
      ['zhCn', '您的舱位 K 在该航班已售完，将改为同一舱等的 H 舱位。'],
      ['zhTw', '您的艙位 K 在該航班已售完，將改為同一艙等的 H 艙位。'],
      ['en', 'Fare class K is sold out on this flight: you move to class H of the same cabin.'],
    ] as const) {
      await renderInLocale(locale, <ChangeClassNote quote={quoteInto('H')} />);
      expect(screen.getByText(words)).toBeInTheDocument();
      cleanup();
    }
  });

  it('says nothing when the class stays', async () => {
    const { container } = await renderInLocale('en', <ChangeClassNote quote={quoteInto('K')} />);
    expect(container).toHaveTextContent('');
  });
});
