import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderRequest } from '../../api/api-effects';
import { Dialog } from '../../ui/dialog/dialog';

const SLIDER_WIDTH = 360;
// Tall enough for the slider page's 140 px picture, track, status and retry link without scrolling.
const SLIDER_HEIGHT = 350;

/**
 * The slider-verification modal of spec 2: the server's slider page in an iframe. Messages from that
 * iframe's window go to the risk flow, which trusts only the slider origin and the agreed shape.
 */
export function SliderModal({ request }: { request: SliderRequest }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      request.onMessage({ origin: event.origin, data: event.data });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [request]);
  return (
    <Dialog title={t('risk.slider.title')} onClose={request.onClose} width={SLIDER_WIDTH + 48}>
      <chakra.iframe
        ref={frameRef}
        src={request.url}
        title={t('risk.slider.frameTitle')}
        width={`${SLIDER_WIDTH}px`}
        height={`${SLIDER_HEIGHT}px`}
        maxW="100%"
        border="0"
        display="block"
        mx="auto"
      />
    </Dialog>
  );
}
