import { chakra, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { displayName, type NamedUser } from '../display-name';
import { LineIcon } from '../line-icon';
import { useLocaleParam } from '../locale-link';

export interface LoginBoxProps {
  user: NamedUser | null;
  onLogout?: () => void;
}

/** Logged out: a prompt to log in or register. Logged in: a greeting and a logout icon button. */
export function LoginBox({ user, onLogout }: LoginBoxProps) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  if (!user) {
    return (
      <Flex align="center" gap={2} fontSize="sm" whiteSpace="nowrap">
        <Link to="/{-$locale}/account" params={localeParam}>
          {t('shell.login.logIn')}
        </Link>
        <span aria-hidden="true">|</span>
        <Link to="/{-$locale}/account/register" params={localeParam}>
          {t('shell.login.register')}
        </Link>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={2} fontSize="sm" whiteSpace="nowrap">
      <Link to="/{-$locale}/member/home" params={localeParam}>
        {t('shell.login.greeting', { name: displayName(user) })}
      </Link>
      <chakra.button
        type="button"
        aria-label={t('shell.login.logOut')}
        title={t('shell.login.logOut')}
        onClick={onLogout}
        display="inline-flex"
        p={1}
        cursor="pointer"
        borderRadius="sm"
      >
        <LineIcon d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" size={18} strokeWidth={2} />
      </chakra.button>
    </Flex>
  );
}
