import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback-context';

/** The keys that bookmark a page: browsers let no page add itself, so the traveller is told which to press. */
export function bookmarkKeys(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘+D' : 'Ctrl+D';
}

/** Spec 8's "add this site to favourites": no browser allows it from a page, so it answers with the keys to press. */
export function BookmarkButton() {
  const { t } = useTranslation();
  const { toasts } = useFeedback();
  const tellKeys = () =>
    toasts.show('info', t('frame.footer.bookmarkUnsupported', { keys: bookmarkKeys(navigator.userAgent) }));
  return (
    <chakra.button
      type="button"
      onClick={tellKeys}
      color="whiteAlpha.900"
      textDecoration="underline"
      minH="6"
      cursor="pointer"
    >
      {t('frame.footer.bookmark')}
    </chakra.button>
  );
}
