import { Box, chakra, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { casePhotoQueryOptions } from './feedback-api';

/** One photo of a case, fetched with the reader's session or access token (an <img src> could carry neither). */
export function CasePhoto({
  caseNo,
  photoId,
  accessToken,
  position,
}: {
  caseNo: string;
  photoId: string;
  accessToken?: string;
  position: number;
}) {
  const { t } = useTranslation();
  const photo = useQuery(casePhotoQueryOptions(caseNo, photoId, accessToken));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photo.data) return;
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);
  const label = t('feedback.detail.photo', { position });
  return (
    <Box as="li" w={{ base: 'full', sm: '48' }}>
      {url ? (
        <chakra.a href={url} target="_blank" rel="noopener" display="block">
          <chakra.img
            src={url}
            alt={label}
            w="full"
            h="36"
            objectFit="cover"
            borderRadius="md"
            borderWidth="1px"
            borderColor="line"
          />
        </chakra.a>
      ) : (
        <Text role={photo.isError ? 'alert' : 'status'} fontSize="sm" color="muted">
          {photo.isError
            ? t('feedback.detail.photoFailed', { position })
            : t('feedback.detail.photoLoading', { position })}
        </Text>
      )}
    </Box>
  );
}
