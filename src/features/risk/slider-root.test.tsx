import { act, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SliderRequest } from '../../api/api-effects';
import { createI18n } from '../../i18n/i18n';
import { openSliderModal } from './slider-root';

const SLIDER_URL = 'https://www.example-air.test/risk/slider?lang=en&dfp=DFP-1';

function sliderRequest(url = SLIDER_URL) {
  return { url, onMessage: vi.fn<SliderRequest['onMessage']>(), onClose: vi.fn<SliderRequest['onClose']>() };
}

describe('the slider modal', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await createI18n('en');
  });

  async function open(request: SliderRequest) {
    let close: () => void = () => {};
    await act(async () => {
      close = openSliderModal(i18n, request);
    });
    return async () => act(async () => close());
  }

  it('shows the slider page in a labelled modal dialog', async () => {
    const close = await open(sliderRequest());
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(within(dialog).getByTitle('Slider security check')).toHaveAttribute('src', SLIDER_URL);
    await close();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("passes on messages from the slider's window only, with their origin", async () => {
    const request = sliderRequest();
    const close = await open(request);
    const frame = (await screen.findByTitle('Slider security check')) as HTMLIFrameElement;
    const data = { type: 'risk.slider.result', result: 'PASS' };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.test', source: window }));
    expect(request.onMessage).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://www.example-air.test', source: frame.contentWindow }),
    );
    expect(request.onMessage).toHaveBeenCalledWith({ origin: 'https://www.example-air.test', data });
    await close();
  });

  it('tells the flow when the user closes it by button or Esc', async () => {
    const request = sliderRequest();
    const close = await open(request);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('shell.dialog.close') }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(request.onClose).toHaveBeenCalledTimes(2);
    await close();
  });

  it('shows a second slider once the first is done', async () => {
    const closeFirst = await open(sliderRequest(`${SLIDER_URL}-first`));
    const closeSecond = await open(sliderRequest(`${SLIDER_URL}-second`));
    expect(await screen.findByTitle('Slider security check')).toHaveAttribute('src', `${SLIDER_URL}-first`);
    await closeFirst();
    expect(await screen.findByTitle('Slider security check')).toHaveAttribute('src', `${SLIDER_URL}-second`);
    await closeSecond();
  });
});
