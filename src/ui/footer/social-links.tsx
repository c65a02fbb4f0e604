import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../line-icon';
import { QrPopover } from '../qr-popover';

const socialAccounts = [
  {
    name: 'wechat',
    path: 'M9 4C5 4 2 6.5 2 9.5c0 1.8 1 3.3 2.6 4.3L4 16l2.5-1.3c.8.2 1.6.3 2.5.3M15 9c3.3 0 6 2.2 6 5 0 1.5-.8 2.8-2 3.7l.5 2-2.2-1.1c-.7.2-1.5.3-2.3.3-3.3 0-6-2.2-6-5s2.7-4.9 6-4.9z',
  },
  {
    name: 'weibo',
    path: 'M10 19c-4 0-7-2-7-5s4-7 8-8c2-1 3 0 2 2 3-1 5 0 4 2 1 0 3 1 3 3 0 3-4 6-10 6zm0-9c-3 0-5 2-5 4s2 3 5 3 5-2 5-4-2-3-5-3zM18 3a4 4 0 0 1 4 4',
  },
  { name: 'douyin', path: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5' },
] as const;

/** The airline's social accounts: each icon shows the account's QR code. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Flex as="ul" gap={3} listStyleType="none" p={0} m={0}>
      {socialAccounts.map(({ name, path }) => (
        <Flex
          as="li"
          key={name}
          w="9"
          h="9"
          borderRadius="full"
          border="1px solid"
          borderColor="whiteAlpha.500"
          align="center"
          justify="center"
          _hover={{ bg: 'whiteAlpha.200' }}
        >
          <QrPopover
            label={t(`frame.footer.social.${name}`)}
            imageSrc={`/qr/${name}-account.svg`}
            caption={t(`frame.footer.social.${name}Caption`)}
            side="top"
          >
            <LineIcon d={path} size={18} strokeWidth={1.6} round="caps" />
          </QrPopover>
        </Flex>
      ))}
    </Flex>
  );
}
