import type { LocalizedText } from '../../../../contract/localized-text';
import type { InfoChannel } from '../../schema/content';

const text = (zhCn: string, zhTw: string, en: string): LocalizedText => ({ zhCn, zhTw, en });

// The header's "booking services" menu lists the 'web' groups; the service centre lists the 'service' ones.
export const INFO_GROUPS: readonly { code: string; name: LocalizedText; channels: InfoChannel[] }[] = [
  { code: 'ticket', name: text('客票服务', '客票服務', 'Ticket services'), channels: ['web', 'service'] },
  { code: 'ground', name: text('地面服务', '地面服務', 'Ground services'), channels: ['web', 'service'] },
  { code: 'premium', name: text('高端服务', '高端服務', 'Premium cabin'), channels: ['web'] },
  { code: 'special', name: text('特殊旅客服务', '特殊旅客服務', 'Special passengers'), channels: ['web', 'service'] },
  { code: 'transport', name: text('运输服务', '運輸服務', 'Transport services'), channels: ['web', 'service'] },
  { code: 'faq', name: text('常见问题', '常見問題', 'FAQ'), channels: ['web', 'service'] },
  { code: 'notice', name: text('公告', '公告', 'Notices'), channels: ['service'] },
];

export const INFO_CATEGORIES: readonly { id: string; groupCode: string; name: LocalizedText }[] = [
  { id: 'C11', groupCode: 'ticket', name: text('购票须知', '購票須知', 'Booking') },
  { id: 'C12', groupCode: 'ticket', name: text('退票与变更', '退票與變更', 'Refunds and changes') },
  { id: 'C21', groupCode: 'ground', name: text('值机服务', '報到服務', 'Check-in') },
  { id: 'C22', groupCode: 'ground', name: text('行李服务', '行李服務', 'Baggage') },
  { id: 'C31', groupCode: 'premium', name: text('公务舱服务', '商務艙服務', 'Business class') },
  { id: 'C41', groupCode: 'special', name: text('特殊旅客', '特殊旅客', 'Passengers needing assistance') },
  { id: 'C51', groupCode: 'transport', name: text('运输规定', '運輸規定', 'Conditions of carriage') },
  { id: 'C61', groupCode: 'faq', name: text('购票问题', '購票問題', 'Booking questions') },
  { id: 'C62', groupCode: 'faq', name: text('值机与行李问题', '報到與行李問題', 'Check-in and baggage questions') },
  { id: 'C63', groupCode: 'faq', name: text('会员问题', '會員問題', 'Membership questions') },
  { id: 'C71', groupCode: 'notice', name: text('航空公告', '航空公告', 'Airline notices') },
];
