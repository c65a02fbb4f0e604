import { chakra, Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from './account-card';
import { CodeLoginForm, PasswordLoginForm, type LoginFormProps } from './login-forms';

type LoginMethod = 'password' | 'code';

/** The login page's body: two tabs (password, SMS code) and the links below them. */
export function LoginView({ links, ...formProps }: LoginFormProps & { links?: ReactNode }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<LoginMethod>('password');
  const tab = (value: LoginMethod, label: string) => (
    <chakra.button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={method === value}
      aria-controls="login-panel"
      onClick={() => setMethod(value)}
      flex="1"
      py={2}
      cursor="pointer"
      borderBottom="2px solid"
      borderColor={method === value ? 'brand.600' : 'transparent'}
      fontWeight={method === value ? 'bold' : 'normal'}
    >
      {label}
    </chakra.button>
  );
  return (
    <AccountCard>
      <Flex role="tablist" aria-label={t('account.login.title')} mb={5}>
        {tab('password', t('account.login.passwordTab'))}
        {tab('code', t('account.login.codeTab'))}
      </Flex>
      <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${method}`}>
        {method === 'password' ? <PasswordLoginForm {...formProps} /> : <CodeLoginForm {...formProps} />}
      </div>
      {links ? (
        <Flex justify="space-between" mt={4} fontSize="sm">
          {links}
        </Flex>
      ) : null}
    </AccountCard>
  );
}
