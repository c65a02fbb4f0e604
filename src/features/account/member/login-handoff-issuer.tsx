import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../../contract/locales';
import { ActionButton } from '../../../ui/action-button';
import { localizedPath } from '../../../ui/locale-link';
import { FormRefusal } from '../../../ui/text-field';
import { memberApi } from './member-api';
import { useMemberAction } from './use-member-action';

/**
 * On loginManage: a one-time link that signs this member in on another device (their phone, another
 * browser) and lands on the member home there. The session it opens then shows in the list above.
 */
export function LoginHandoffIssuer() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'zhCn';
  const { refusal, act } = useMemberAction(['member', 'sessions']);
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);
  const issue = () =>
    act(async () => {
      const { code } = await memberApi.issueLoginHandoff();
      const search = new URLSearchParams({ code, path: localizedPath('/member/home', locale) });
      setLink(`${window.location.origin}${localizedPath('/account/api', locale)}?${search}`);
      setCopied(false);
    });
  // The clipboard needs a secure origin; elsewhere the field selects itself on focus for a manual copy.
  const copy = () => void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  return (
    <Stack as="section" gap={2} mt={8} aria-labelledby="handoff-heading">
      <Text as="h2" id="handoff-heading" fontWeight="bold">
        {t('account.handoff.issueTitle')}
      </Text>
      <Text fontSize="sm" color="muted">
        {t('account.handoff.issueIntro')}
      </Text>
      <FormRefusal message={refusal} />
      <ActionButton alignSelf="flex-start" variant="secondary" onClick={() => void issue()}>
        {t('account.handoff.issue')}
      </ActionButton>
      {link ? (
        <Box>
          <chakra.label htmlFor="handoff-link" fontSize="sm" display="block" mb={1}>
            {t('account.handoff.issued')}
          </chakra.label>
          <chakra.input
            id="handoff-link"
            readOnly
            value={link}
            w="full"
            p={2}
            fontSize="sm"
            borderWidth="1px"
            borderColor="line"
            borderRadius="md"
            onFocus={(event) => event.currentTarget.select()}
          />
          <ActionButton mt={2} variant="secondary" onClick={copy}>
            {copied ? t('account.handoff.copied') : t('account.handoff.copy')}
          </ActionButton>
        </Box>
      ) : null}
    </Stack>
  );
}
