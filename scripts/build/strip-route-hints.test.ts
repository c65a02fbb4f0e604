import { createFileRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { stripRouteHintsFrom } from './strip-route-hints';

describe('stripping the route hints', () => {
  it("drops createFileRoute's path and an empty codeSplitGroupings, and nothing else", () => {
    const code = "const Route = createFileRoute('/{-$locale}/member/pointAdd')({ codeSplitGroupings: [], component: PageFrame, beforeLoad: guard });";
    expect(stripRouteHintsFrom(code)).toBe('const Route = createFileRoute()({ component: PageFrame, beforeLoad: guard });');
    const grouped = "createFileRoute(`/{-$locale}/flows`)({ codeSplitGroupings: [['component']] })";
    expect(stripRouteHintsFrom(grouped)).toBe("createFileRoute()({ codeSplitGroupings: [['component']] })");
  });

  it('loses nothing the router reads: createFileRoute ignores its path (the route tree sets id and path)', () => {
    const route = createFileRoute('/{-$locale}/member/pointAdd' as never)({});
    expect([route.id, route.path, route.fullPath, ...Object.values(route.options)]).not.toContain('/{-$locale}/member/pointAdd');
  });
});
