import { chakra, Flex, Text } from '@chakra-ui/react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../action-button';
import { claimChunkReload, isChunkLoadError } from '../chunk-reload';
import { useLocaleParam } from '../locale-link';

function ErrorFrame({ code, title, detail }: { code?: string; title: string; detail?: string }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  useEffect(() => {
    document.title = t('shell.documentTitle', { title });
  }, [t, title]);
  return (
    <Flex direction="column" align="center" textAlign="center" gap={4} py={{ base: 12, md: 20 }} px={4}>
      {code ? (
        <Text fontSize="6xl" fontWeight="bold" color="brand.600" lineHeight="1" aria-hidden="true">
          {code}
        </Text>
      ) : null}
      <chakra.h1 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
        {title}
      </chakra.h1>
      {detail ? <Text color="muted">{detail}</Text> : null}
      <ActionButton asChild>
        <Link to="/{-$locale}" params={localeParam}>
          {t('shell.errors.backHome')}
        </Link>
      </ActionButton>
    </Flex>
  );
}

/** Any URL no route matches (the router's notFoundComponent). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorFrame title={t('shell.errors.unmatched')} />;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The router's errorComponent: 404 for a missing resource, otherwise the 500 page; a failed chunk reloads once. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  // Claimed once when the page mounts, not on every render: a second claim would find the first and give up.
  const [reloading] = useState(
    () =>
      isChunkLoadError(error) && typeof window !== 'undefined' && claimChunkReload(window.sessionStorage, Date.now()),
  );
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <Text p={8}>{t('shell.loading')}</Text>;
  if (statusOf(error) === 404) return <ErrorFrame code="404" title={t('shell.errors.notFound')} />;
  return <ErrorFrame code="500" title={t('shell.errors.serverError')} detail={t('shell.errors.contactStaff')} />;
}
