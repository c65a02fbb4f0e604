import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../contract/locales';
import { infoNoticeGroupsQueryOptions } from '../api/topics';

/** The info-topic groups in the current language, shared (one request) by the header menu and the footer. */
export function useInfoGroups() {
  const { i18n } = useTranslation();
  return useQuery(infoNoticeGroupsQueryOptions(toLocale(i18n.language) ?? 'zhCn'));
}
