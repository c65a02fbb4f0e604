import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InfoNoticeGroup } from '../../../../contract/calls/content';
import { renderInRouter } from '../testing/render-in-router';
import { InfoNotices } from './info-notices';

vi.setConfig({ testTimeout: 20_000 });

const days = ['2026-01-05', '2026-03-01', '2025-12-20', '2026-02-14', '2026-02-28', '2025-11-11'];
const groups: InfoNoticeGroup[] = [
  {
    dincCode: 'ticket',
    dincName: 'Ticket services',
    infoNoticeList: days.map((creationdate, index) => ({
      name: `Ticket topic ${index}`,
      topicid: `t${index}`,
      category: 'Refunds',
      categoryid: 'c1',
      creationdate,
    })),
  },
  { dincCode: 'ground', dincName: 'Ground services', infoNoticeList: [] },
];

describe('InfoNotices', () => {
  it('shows the latest four entries of each group, newest first, each linking to its topic page', async () => {
    await renderInRouter(<InfoNotices groups={groups} failed={false} />, 'en', 'Ticket services');
    const group = screen.getByRole('region', { name: 'Ticket services' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ticket topic 1',
      'Ticket topic 4',
      'Ticket topic 3',
      'Ticket topic 0',
    ]);
    expect(links[0]).toHaveAttribute('href', '/serve/webView/t1');
  });

  it('leaves out empty groups', async () => {
    await renderInRouter(<InfoNotices groups={groups} failed={false} />, 'en', 'Ticket services');
    expect(screen.queryByText('Ground services')).not.toBeInTheDocument();
  });
});
