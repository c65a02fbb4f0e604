import type { PayMethod, PayMethodData } from '../../../contract/calls/payments';
import { QR_PAY_METHODS } from '../../../contract/calls/payments';
import type { LocalizedText } from '../../../contract/localized-text';

/** The five gateways in the order the pay page lists them, named in the three languages. */
export const PAY_METHOD_NAMES: Record<PayMethod, LocalizedText> = {
  weixin: { zhCn: '微信支付', zhTw: '微信支付', en: 'WeChat Pay' },
  alipay: { zhCn: '支付宝', zhTw: '支付寶', en: 'Alipay' },
  unionpay: { zhCn: '银联在线支付', zhTw: '銀聯線上支付', en: 'UnionPay' },
  yee: { zhCn: '易宝支付', zhTw: '易寶支付', en: 'YeePay' },
  foreign: { zhCn: '境外银行卡', zhTw: '境外信用卡', en: 'International cards' },
};

export function payMethodList(): PayMethodData {
  return {
    methods: (Object.keys(PAY_METHOD_NAMES) as PayMethod[]).map((code) => ({
      code,
      name: PAY_METHOD_NAMES[code],
      kind: QR_PAY_METHODS.includes(code) ? 'qr' : 'redirect',
    })),
  };
}
