import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { SliderRequest } from '../../api/api-effects';
import { styleCache } from '../../ui/theme/style-cache';
import { appSystem } from '../../ui/theme/system';
import { SliderHost } from './slider-host';
import { createSliderStore, type SliderStore } from './slider-store';

let store: SliderStore | undefined;

/**
 * The slider can be needed over any page, from any call, so it has its own small React root, mounted
 * the first time a slider opens (this module is loaded on demand, keeping it out of the first load).
 */
export function openSliderModal(i18n: I18n, request: SliderRequest): () => void {
  if (!store) {
    store = createSliderStore();
    const container = document.createElement('div');
    container.id = 'risk-slider-root';
    document.body.append(container);
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={styleCache()}>
          <ChakraProvider value={appSystem()}>
            <SliderHost store={store} />
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>,
    );
  }
  return store.open(request);
}
