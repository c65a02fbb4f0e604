import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';

/** The page's words for the QR (catalogue keys): the line above it ({{amount}}), its alt text, the phone's link. */
export interface WechatQrWords {
  scan: string;
  qrAlt: string;
  openOnPhone: string;
}

/** The QR the payer scans with WeChat; in the sandbox its address also opens as a link (the "phone"). */
export function WechatQr({ url, amount, words }: { url: string; amount: number; words: WechatQrWords }) {
  const { t } = useTranslation();
  const source = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`,
    [url],
  );
  return (
    <Stack align="center" gap={2} textAlign="center">
      <Text fontWeight="semibold">{t(words.scan, { amount })}</Text>
      <Box bg="white" p={2} borderWidth="1px" borderColor="line" borderRadius="md">
        <chakra.img src={source} alt={t(words.qrAlt)} width="200px" height="200px" />
      </Box>
      <chakra.a href={url} target="_blank" rel="noopener" color="brand.700" textDecoration="underline" fontSize="sm">
        {t(words.openOnPhone)}
      </chakra.a>
    </Stack>
  );
}
