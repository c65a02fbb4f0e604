import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS, type PhotoUpload } from '../../../../contract/calls/feedback';
import { ActionButton } from '../../../ui/action-button';

export interface ChosenPhoto extends Required<PhotoUpload> {
  previewUrl: string;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface PhotoPickerProps {
  photos: ChosenPhoto[];
  onChange(photos: ChosenPhoto[]): void;
  /** An i18n key from the form's check of the photos. */
  error?: string;
}

/**
 * Up to 3 photos of at most 5 MB each. Count and size are checked here so nobody uploads in vain; whether a
 * file really is an image is the server's check, from its bytes.
 */
export function PhotoPicker({ photos, onChange, error }: PhotoPickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState('');
  const shownError = problem || (error ? t(error) : '');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem('');
    const room = FEEDBACK_LIMITS.maxPhotos - photos.length;
    if (files.length > room) setProblem(t('feedback.errors.tooManyPhotos'));
    const accepted: ChosenPhoto[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > FEEDBACK_LIMITS.maxPhotoBytes) {
        setProblem(t('feedback.form.photoTooLarge', { name: file.name }));
        continue;
      }
      accepted.push({ fileName: file.name, data: await readAsBase64(file), previewUrl: URL.createObjectURL(file) });
    }
    onChange([...photos, ...accepted]);
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index]!.previewUrl);
    onChange(photos.filter((_, position) => position !== index));
  };

  return (
    <Stack gap={2} mb={4}>
      <chakra.label htmlFor="feedback-photos" fontSize="sm">
        {t('feedback.form.photos', { max: FEEDBACK_LIMITS.maxPhotos })}
      </chakra.label>
      <chakra.input
        id="feedback-photos"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={choose}
        disabled={photos.length >= FEEDBACK_LIMITS.maxPhotos}
        aria-describedby="feedback-photos-hint"
        aria-invalid={shownError ? true : undefined}
        fontSize="sm"
      />
      <Text id="feedback-photos-hint" fontSize="xs" color="muted">
        {t('feedback.form.photosHint')}
      </Text>
      {shownError ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {shownError}
        </Text>
      ) : null}
      {photos.length ? (
        <Flex as="ul" gap={3} wrap="wrap" listStyleType="none" p={0} m={0} aria-label={t('feedback.form.chosenPhotos')}>
          {photos.map((photo, index) => (
            <Box as="li" key={photo.previewUrl} borderWidth="1px" borderColor="line" borderRadius="md" p={2} w="28">
              <chakra.img
                src={photo.previewUrl}
                alt={photo.fileName}
                w="full"
                h="20"
                objectFit="cover"
                borderRadius="sm"
              />
              <ActionButton
                type="button"
                variant="secondary"
                mt={2}
                w="full"
                minH="8"
                px={2}
                fontSize="xs"
                onClick={() => remove(index)}
                aria-label={t('feedback.form.removePhoto', { name: photo.fileName })}
              >
                {t('feedback.form.remove')}
              </ActionButton>
            </Box>
          ))}
        </Flex>
      ) : null}
    </Stack>
  );
}
