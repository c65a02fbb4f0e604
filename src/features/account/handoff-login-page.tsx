import { Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_HANDOFF_CODE_PATTERN, loginByHandoffCall } from '../../../contract/calls/accounts';
import { request } from '../../api/request';
import { useLocaleParam } from '../../ui/locale-link';
import { PageFrame } from '../../ui/page-frame';
import { TextLinkStyle } from '../../ui/text-link-style';
import { useFinishLogin } from './use-finish-login';

/**
 * /account/api: where a sign-in link lands (/account/api?code=…&path=…), from the app or another browser of
 * the member's. The code opens a session once, then the login goes on to `path` as any login does; a broken,
 * stale or used link says why and offers the login page, keeping `path`.
 */
export function HandoffLoginPage({ code, path }: { code?: string; path?: string }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const finishLogin = useFinishLogin(path);
  const wellFormed = code !== undefined && LOGIN_HANDOFF_CODE_PATTERN.test(code);
  const [serverRefusal, setServerRefusal] = useState('');
  const refusal = wellFormed ? serverRefusal : t('account.handoff.invalid');
  // A code opens one session: the effect's second run (development's strict mode) must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (!wellFormed || started.current) return;
    started.current = true;
    request(loginByHandoffCall, { code }).then(finishLogin, (error: unknown) =>
      setServerRefusal(error instanceof Error ? error.message : String(error)),
    );
  }, [wellFormed, code, finishLogin]);

  return (
    <PageFrame>
      {refusal ? (
        <Stack gap={3} maxW="md">
          <Text as="h2" fontWeight="bold" fontSize="lg">
            {t('account.handoff.refusedTitle')}
          </Text>
          <Text role="alert">{refusal}</Text>
          <TextLinkStyle>
            <Link to="/{-$locale}/account" params={localeParam} search={{ path }}>
              {t('account.handoff.loginInstead')}
            </Link>
          </TextLinkStyle>
        </Stack>
      ) : (
        <Text role="status" aria-live="polite">
          {t('account.handoff.signingIn')}
        </Text>
      )}
    </PageFrame>
  );
}
