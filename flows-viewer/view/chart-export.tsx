import { Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelButton } from './step-panel';

/** PNGs for a review document: twice the chart's size, sharp on a printed page. */
const PNG_SCALE = 2;

export interface ChartExportProps {
  /** The file name without extension, e.g. "booking-flow". */
  fileName: string;
  /** Draws the SVG at the moment of the click (the chart as it stands then). */
  svg(): string;
}

/** Downloads the chart as SVG, or as a PNG the browser renders from that SVG. */
export function ChartExport({ fileName, svg }: ChartExportProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const downloadPng = () => {
    setFailed(false);
    svgToPng(svg()).then(
      (png) => download(png, `${fileName}.png`),
      () => setFailed(true),
    );
  };
  return (
    <Flex gap={2} align="center" wrap="wrap" role="group" aria-label={t('flows.export.label')}>
      <PanelButton quiet onClick={() => download(new Blob([svg()], { type: 'image/svg+xml' }), `${fileName}.svg`)}>
        {t('flows.export.svg')}
      </PanelButton>
      <PanelButton quiet onClick={downloadPng}>
        {t('flows.export.png')}
      </PanelButton>
      {failed && (
        <Text as="span" role="alert" fontSize="13px" color="brand.700">
          {t('flows.export.failed')}
        </Text>
      )}
    </Flex>
  );
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Draws the SVG into a canvas (white behind it) and encodes that as PNG. */
export async function svgToPng(svg: string, scale = PNG_SCALE): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
