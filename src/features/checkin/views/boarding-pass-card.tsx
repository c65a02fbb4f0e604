import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import type { BoardingPass } from '../../../../contract/calls/check-in-replies';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { downloadBoardingPassPdf } from '../check-in-api';
import { PdfProgress } from '../../../ui/pdf-progress';
import { saveFile } from '../../../ui/save-file';
import { formatReplyDate } from '../../../i18n/format';

function Item({ label, value, big }: { label: string; value: string | number; big?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="muted">
        {label}
      </Text>
      <Text as="dd" m={0} fontWeight="bold" fontSize={big ? '2xl' : 'md'}>
        {value}
      </Text>
    </Box>
  );
}

/** One boarding pass: what the gate needs, the BCBP string as a QR code, and its PDF. */
export function BoardingPassCard({ pass }: { pass: BoardingPass }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(pass.bcbp, { border: 2 }))}`,
    [pass.bcbp],
  );
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const place = (airport: BoardingPass['from']) => `${pickLocale(airport.cityName, locale)} ${airport.airport}`;

  const downloadPdf = async () => {
    setDownload('busy');
    try {
      saveFile(await downloadBoardingPassPdf(pass.couponId), `boarding-pass-${pass.flightNo}-${pass.seat}.pdf`);
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  return (
    <Flex
      as="article"
      aria-label={`${t('checkin.pass.heading')} ${pass.name}`}
      borderWidth="2px"
      borderColor="brand.600"
      borderRadius="xl"
      overflow="hidden"
      direction={{ base: 'column', md: 'row' }}
    >
      <Box flex="1" p={4}>
        <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap={3} m={0}>
          <Item label={t('checkin.pass.passenger')} value={pass.name} />
          <Item label={t('checkin.pass.flight')} value={pass.flightNo} />
          <Item label={t('checkin.pass.date')} value={formatReplyDate(pass.date, locale)} />
          <Item label={t('checkin.pass.from')} value={place(pass.from)} />
          <Item label={t('checkin.pass.to')} value={place(pass.to)} />
          <Item label={t('checkin.pass.seat')} value={pass.seat} big />
          <Item label={t('checkin.pass.cabin')} value={t(`checkin.cabin.${pass.cabin}`)} />
          <Item label={t('checkin.pass.gate')} value={pass.gate} />
          <Item label={t('checkin.pass.boardingTime')} value={pass.boardingTime} />
          <Item label={t('checkin.pass.sequence')} value={pass.sequence} />
          {pass.prepaidBaggageKg > 0 ? (
            <Item
              label={t('checkin.pass.prepaidBaggage')}
              value={t('checkin.pass.prepaidAmount', { amount: pass.prepaidBaggageKg })}
            />
          ) : null}
        </Grid>
      </Box>
      <Flex direction="column" align="center" gap={2} p={4} bg="surface">
        <chakra.img
          src={qr}
          alt={t('checkin.pass.qrAlt', { name: pass.name })}
          width="160px"
          height="160px"
          bg="white"
        />
        <ActionButton
          variant="secondary"
          onClick={downloadPdf}
          disabled={download === 'busy'}
          aria-label={t('checkin.pass.downloadFor', { name: pass.name })}
        >
          {download === 'busy' ? t('checkin.pass.downloading') : t('checkin.pass.download')}
        </ActionButton>
        <PdfProgress busy={download === 'busy'} />
        {download === 'failed' ? (
          <Text role="alert" fontSize="sm">
            {t('checkin.pass.downloadFailed')}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
