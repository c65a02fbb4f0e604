import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTENT_CALLS } from '../../../../contract/first-load/content-call-paths';
import { composeIdCardNumber } from '../../../../contract/booking/id-card-number';
import type { TripDates } from '../../../../contract/booking/passenger-rules';
import type { PassengerDraft } from '../../../../contract/booking/booking-forms';
import { emptyPassengerDraft, partyDraftProblems, type FieldProblems } from './passenger-draft';
import { PassengerForm } from './passenger-form';
import { renderWithProviders, stubCalls } from './testing/render-with-providers';
import { pickDate } from '../../../ui/testing/pick-date';
import { freshPageEachTest } from '../../../ui/testing/fresh-page-each-test';

freshPageEachTest();

const DOMESTIC: TripDates = { kind: 'domestic', flightDates: ['2026-06-10', '2026-06-20'] };
const INTERNATIONAL: TripDates = { kind: 'international', flightDates: ['2026-06-10'] };

/** The form held by a parent, as the wizard holds it; `latest` is what the parent last received. */
function renderForm(trip: TripDates, problems?: FieldProblems, locale: 'zhCn' | 'en' = 'zhCn') {
  const latest: { value?: PassengerDraft } = {};
  function Parent() {
    const [value, setValue] = useState(emptyPassengerDraft(trip.kind));
    latest.value = value;
    return (
      <PassengerForm
        id="passenger-0"
        heading="Passenger 1"
        value={value}
        onChange={setValue}
        trip={trip}
        problems={problems}
        canSaveAsFrequent
      />
    );
  }
  return { latest, view: renderWithProviders(<Parent />, locale) };
}

describe('the passenger form', () => {
  it('fills birth date and sex from a valid ID card and shows the type for the trip', async () => {
    stubCalls({});
    const { latest } = renderForm(DOMESTIC);
    await userEvent.type(await screen.findByLabelText('姓名'), '张小明');
    await userEvent.type(screen.getByLabelText('证件号码'), composeIdCardNumber('130102', '2019-03-01', 31));
    expect(latest.value).toMatchObject({ birthDate: '2019-03-01', gender: '1', passengerType: 'CHD' });
    // Shown, not asked: the number holds it.
    const birthDate = screen.getByRole('textbox', { name: '出生日期' });
    expect(birthDate).toHaveValue('2019年3月1日');
    expect(birthDate).toHaveAttribute('readonly');
    expect(birthDate).toHaveAccessibleDescription('根据身份证号码自动填写');
    expect(screen.queryByRole('button', { name: /^出生日期/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Passenger 1/ })).toHaveTextContent('儿童');
    expect(screen.queryByLabelText('性别')).not.toBeInTheDocument();
  });

  it('shows the spec 5 message under the document number once the user leaves it', async () => {
    stubCalls({});
    renderForm(DOMESTIC);
    const documentNo = await screen.findByLabelText('证件号码');
    await userEvent.type(documentNo, '110105194912310021');
    expect(screen.queryByText('输入的身份证号码非法')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(documentNo).toHaveAccessibleDescription('输入的身份证号码非法');
    expect(documentNo).toHaveAttribute('aria-invalid', 'true');
  });

  it('a mistyped ID number shows its problem under the number only, and leaves no birth date behind', async () => {
    stubCalls({});
    const valid = composeIdCardNumber('130102', '1985-03-14', 11);
    const mistyped = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    const draft = { ...emptyPassengerDraft('domestic'), name: '张三', documentNo: mistyped };
    // What the page gives the form on submit for that passenger.
    const onSubmit = partyDraftProblems([draft], DOMESTIC).passengers[0]!;
    expect(onSubmit.documentNo).toEqual({ key: 'validation.idCardIllegal' });
    const { latest } = renderForm(DOMESTIC, onSubmit);
    const documentNo = await screen.findByLabelText('证件号码');
    await userEvent.type(documentNo, valid);
    expect(latest.value?.birthDate).toBe('1985-03-14');
    await userEvent.type(documentNo, '{Backspace}' + mistyped[17]);
    expect(latest.value).toMatchObject({ documentNo: mistyped, birthDate: '', gender: '' });
    expect(documentNo).toHaveAttribute('aria-invalid', 'true');
    const birthDate = screen.getByLabelText('出生日期');
    expect(birthDate).not.toHaveAttribute('aria-invalid');
    expect(birthDate).toHaveAccessibleDescription('根据身份证号码自动填写');
  });

  it('offers only the domestic documents on a domestic trip', async () => {
    stubCalls({});
    renderForm(DOMESTIC);
    const options = within(await screen.findByLabelText('证件类型'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['0', '4', '212', '66', '208', '207', '15', '219', '218', '91', '222', '5']);
  });

  it('abroad asks for Latin names, sex, nationality, issuing place and expiry, and refuses an expiry before travel', async () => {
    stubCalls({
      [CONTENT_CALLS.queryCountry]: [{ code: 'CN', code3: 'CHN', name: 'China', nameEn: 'China', dialCode: '86' }],
    });
    const { latest } = renderForm(INTERNATIONAL, undefined, 'en');
    expect(await screen.findByLabelText('Surname')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Document type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Passport', 'Hong Kong/Macao pass', 'Taiwan pass', 'Home-return permit', 'Taiwan compatriot permit']);
    await screen.findAllByRole('option', { name: 'China' });
    await userEvent.selectOptions(screen.getByLabelText('Nationality'), 'CHN');
    const expiry = screen.getByRole('button', { name: /^Document valid until/ });
    await pickDate(expiry, '2026-06-09');
    expect(expiry).toHaveAccessibleName('Document valid until Jun 9, 2026');
    expect(expiry).toHaveAccessibleDescription('The document must be valid after the last flight date');
    expect(latest.value).toMatchObject({ nationality: 'CHN', documentExpiry: '2026-06-09' });
  });

  it('shows the problems the page gives it (party rules) in the user’s language', async () => {
    stubCalls({});
    renderForm(DOMESTIC, { documentNo: { key: 'passengers.party.duplicateDocument', params: { other: 1 } } }, 'en');
    expect(await screen.findByLabelText('Document number')).toHaveAccessibleDescription('Same document as passenger 1');
  });

  it('lets a new passenger be saved as a frequent passenger', async () => {
    stubCalls({});
    const { latest } = renderForm(DOMESTIC);
    await userEvent.click(await screen.findByRole('checkbox', { name: '保存为常用乘机人' }));
    expect(latest.value?.saveAsFrequent).toBe(true);
  });
});
