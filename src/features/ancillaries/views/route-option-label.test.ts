import { describe, expect, it } from 'vitest';
import { routeOptionLabel } from './route-option-label';

const shanghai = { zhCn: '上海', zhTw: '上海', en: 'Shanghai' };
const shijiazhuang = { zhCn: '石家庄', zhTw: '石家莊', en: 'Shijiazhuang' };

describe('routeOptionLabel', () => {
  it('tells apart two routes between the same cities by their airports', () => {
    const hongqiao = { origin: 'SHA', destination: 'SJW', originName: shanghai, destinationName: shijiazhuang };
    const pudong = { ...hongqiao, origin: 'PVG' };
    expect(routeOptionLabel(hongqiao, 'zhCn')).toBe('上海 SHA – 石家庄 SJW');
    expect(routeOptionLabel(pudong, 'zhCn')).toBe('上海 PVG – 石家庄 SJW');
    expect(routeOptionLabel(pudong, 'en')).toBe('Shanghai PVG – Shijiazhuang SJW');
  });
});
