import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, withoutServer } from '../testing/render-app';
import { bookmarkKeys } from './bookmark-button';

withoutServer();

describe('add this site to favourites (spec 8)', () => {
  it('tells the traveller the keys to press, since no browser lets a page bookmark itself', async () => {
    await renderApp('/en/services');
    await userEvent.click(await screen.findByRole('button', { name: 'Add this site to favourites' }));
    expect(await screen.findByText('Not supported, press Ctrl+D manually')).toBeInTheDocument();
  });

  it('names the keys of the platform', () => {
    expect(bookmarkKeys('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('⌘+D');
    expect(bookmarkKeys('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('⌘+D');
    expect(bookmarkKeys('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Ctrl+D');
  });
});

describe('a page not built yet', () => {
  it('says so under its title instead of showing a blank page (spec 5)', async () => {
    await renderApp('/zhTw/webView/questionData');
    expect(await screen.findByRole('status')).toHaveTextContent('該功能尚未開發，敬請期待');
  });
});
