import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { useCatalogueArea } from './use-catalogue-area';

function FrameProbe() {
  return <p>{useCatalogueArea('frame') ? 'frame here' : 'frame not yet'}</p>;
}

afterEach(cleanup);

describe('useCatalogueArea', () => {
  it('is false while the home page has only its start areas, and turns true when the area arrives', async () => {
    const i18n = await createI18n('en', 'start');
    render(
      <I18nextProvider i18n={i18n}>
        <FrameProbe />
      </I18nextProvider>,
    );
    expect(screen.getByText('frame not yet')).toBeInTheDocument();
    act(
      () => void i18n.addResourceBundle('en', 'translation', { frame: { footer: { hotline: 'Hotline' } } }, true, true),
    );
    expect(screen.getByText('frame here')).toBeInTheDocument();
  });

  it('asks for the rest of the catalogue when no one has, and turns true when it arrives', async () => {
    const i18n = await createI18n('zhCn', 'start');
    render(
      <I18nextProvider i18n={i18n}>
        <FrameProbe />
      </I18nextProvider>,
    );
    expect(screen.getByText('frame not yet')).toBeInTheDocument();
    expect(await screen.findByText('frame here')).toBeInTheDocument();
    expect(i18n.exists('frame.footer.hotline')).toBe(true);
  });

  it('is true where the whole catalogue is loaded', async () => {
    const i18n = await createI18n('zhTw');
    render(
      <I18nextProvider i18n={i18n}>
        <FrameProbe />
      </I18nextProvider>,
    );
    expect(screen.getByText('frame here')).toBeInTheDocument();
  });
});
