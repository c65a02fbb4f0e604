import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../../contract/call-paths';
import { memberFfp } from '../../../../contract/first-load/call-path-prefixes';
import type { InsuranceProduct } from '../../../../contract/booking/insurance-calls';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import { AgreementCheck } from './agreement-check';
import { ContactForm } from './contact-form';
import type { ContactDraft, InsuranceChoice } from '../../../../contract/booking/booking-forms';
import { InsuranceOffers } from './insurance-offers';
import { SavedPassengerPicker } from './saved-passenger-picker';
import { renderWithProviders, stubCalls } from './testing/render-with-providers';
import { freshPageEachTest } from '../../../ui/testing/fresh-page-each-test';

freshPageEachTest();

const saved = (id: number, name: string, birthDate: string, documentType = '0'): SavedPassenger => ({
  id,
  relationship: '8',
  name,
  documentType,
  documentNo: `13010220000101${id}000`,
  birthDate,
});
const FAMILY = [
  saved(1, '张伟', '1985-03-14'),
  saved(2, '刘洋', '1987-08-21', '4'),
  saved(3, '张小明', '2019-04-20'),
  saved(4, '张小宝', '2026-06-01'),
];

describe('the saved-passenger picker', () => {
  it('lists each saved passenger with their type on this trip and hands over the ticked ones', async () => {
    stubCalls({ [memberFfp('passenger', 'query')]: FAMILY });
    const toggled: [string, boolean][] = [];
    await renderWithProviders(
      <SavedPassengerPicker
        memberId="demo"
        trip={{ kind: 'domestic', flightDates: ['2026-06-10'] }}
        selectedIds={[1]}
        onToggle={(passenger, on) => toggled.push([passenger.name, on])}
      />,
    );
    expect(await screen.findByRole('checkbox', { name: /张伟\s*成人/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /张小明\s*儿童/ })).not.toBeChecked();
    // Born 9 days before the flight: too young to fly.
    expect(screen.getByRole('checkbox', { name: /张小宝/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /张小明/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /张伟/ }));
    expect(toggled).toEqual([
      ['张小明', true],
      ['张伟', false],
    ]);
  });

  it('abroad, only passengers with a travel document can be chosen', async () => {
    stubCalls({ [memberFfp('passenger', 'query')]: FAMILY });
    await renderWithProviders(
      <SavedPassengerPicker
        memberId="demo"
        trip={{ kind: 'international', flightDates: ['2026-06-10'] }}
        selectedIds={[]}
        onToggle={() => undefined}
      />,
      'en',
    );
    expect(await screen.findByRole('checkbox', { name: /张伟/ })).toHaveAccessibleDescription(
      'International flights need a passport or travel permit',
    );
    expect(screen.getByRole('checkbox', { name: /刘洋/ })).toBeEnabled();
  });
});

describe('the contact and the agreement', () => {
  it('checks name, mobile and e-mail when left, in the user’s language', async () => {
    stubCalls({});
    function Parent() {
      const [value, setValue] = useState<ContactDraft>({ name: '', mobile: '', email: '' });
      return <ContactForm value={value} onChange={setValue} />;
    }
    await renderWithProviders(<Parent />, 'en');
    await userEvent.type(await screen.findByLabelText('Mobile'), '12800138000');
    await userEvent.tab();
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Please enter a valid mobile number');
    await userEvent.type(screen.getByLabelText('E-mail'), 'zhang@example.cn');
    await userEvent.tab();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the booking agreement from queryAgreeContentGroup and must be ticked', async () => {
    const sent = stubCalls({
      [CALLS.queryAgreeContentGroup]: [
        {
          agreeType: 'booking',
          title: '河北航空网站购票协议',
          version: '1',
          content: [{ kind: 'paragraph', text: '欢迎使用河北航空官方网站购票。' }],
        },
      ],
    });
    const changes: boolean[] = [];
    await renderWithProviders(
      <AgreementCheck checked={false} onChange={(checked) => changes.push(checked)} problem="validation.agreement" />,
    );
    const box = await screen.findByRole('checkbox', { name: '我已阅读并同意《河北航空网站购票协议》' });
    expect(box).toHaveAccessibleDescription('请阅读并同意协议');
    await userEvent.click(screen.getByRole('button', { name: '查看协议' }));
    expect(screen.getByRole('region', { name: '河北航空网站购票协议' })).toHaveTextContent(
      '欢迎使用河北航空官方网站购票。',
    );
    await userEvent.click(box);
    expect(changes).toEqual([true]);
    expect(JSON.stringify(sent[0]!.body)).toContain('booking');
  });
});

describe('the insurance offers', () => {
  const PRODUCTS: InsuranceProduct[] = [
    {
      productCode: 'FAI-ACCIDENT',
      name: 'Flight accident insurance',
      summary: 'Up to CNY 3,000,000',
      terms: 'Cover runs from boarding.',
      price: 30,
      sumInsured: 3_000_000,
    },
    {
      productCode: 'FAI-DELAY',
      name: 'Flight delay insurance',
      summary: 'CNY 200 for 2 hours',
      terms: 'Delay is actual minus scheduled.',
      price: 20,
      sumInsured: 400,
    },
  ];

  it('ticks products per passenger and totals the premiums over the segments', async () => {
    stubCalls({ [CALLS.queryInsuranceDeploy]: PRODUCTS });
    let latest: InsuranceChoice[] = [];
    function Parent() {
      const [value, setValue] = useState<InsuranceChoice[]>([]);
      latest = value;
      return (
        <InsuranceOffers
          passengers={[
            { key: 0, name: 'ZHANG/WEI' },
            { key: 1, name: '' },
          ]}
          segmentCount={2}
          value={value}
          onChange={setValue}
        />
      );
    }
    await renderWithProviders(<Parent />, 'en');
    expect(await screen.findByText('¥30 per passenger per flight')).toBeInTheDocument();
    const [accidentForZhang] = screen.getAllByRole('checkbox', { name: 'For ZHANG/WEI' });
    await userEvent.click(accidentForZhang!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'For Passenger 2' })[1]!);
    await waitFor(() => expect(screen.getByText('Insurance total: ¥100')).toBeInTheDocument());
    expect(latest).toEqual([
      { passengerKey: 0, productCode: 'FAI-ACCIDENT' },
      { passengerKey: 1, productCode: 'FAI-DELAY' },
    ]);
  });
});
