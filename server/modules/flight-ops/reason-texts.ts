import type { DelayReason } from '../../../contract/calls/flight-status';
import type { LocalizedText } from '../../../contract/localized-text';
import { translate } from '../../i18n';

/** A reason's text in the three languages, from the catalogues, stored with the operation it explains. */
export function reasonText(reason: DelayReason): LocalizedText {
  const text = (locale: keyof LocalizedText) => translate(locale, `flightStatus.reasons.${reason}`);
  return { zhCn: text('zhCn'), zhTw: text('zhTw'), en: text('en') };
}
