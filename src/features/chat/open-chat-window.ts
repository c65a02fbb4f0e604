import type { GetTokenData } from '../../../contract/calls/customer-service';
import type { Locale } from '../../../contract/locales';
import { localizedPath } from '../../ui/locale-link';

/** The chat window's address: its own route, with the chat token (never the session JWT) in the query. */
export function chatWindowPath(locale: Locale, token: string): string {
  return `${localizedPath('/chat', locale)}?${new URLSearchParams({ token })}`;
}

export interface ChatWindowOpener {
  open(url: string, target: string, features: string): Window | null;
}

/**
 * Opens the chat in a new window. The window is opened at once, inside the click, so popup blockers let it
 * through, and pointed at the chat when the token arrives. `noopener` would make window.open return no
 * handle to point, so the window's opener is cut by hand instead: the chat window cannot reach this page.
 */
export async function openChatWindow(
  opener: ChatWindowOpener,
  locale: Locale,
  getToken: () => Promise<GetTokenData>,
): Promise<void> {
  const chatWindow = opener.open('', '_blank', 'popup,width=480,height=720');
  if (chatWindow) chatWindow.opener = null;
  try {
    const { token } = await getToken();
    const url = chatWindowPath(locale, token);
    if (chatWindow && !chatWindow.closed) chatWindow.location.replace(url);
    else opener.open(url, '_blank', 'noopener');
  } catch (error) {
    chatWindow?.close();
    throw error;
  }
}
