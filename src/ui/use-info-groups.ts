import { useQuery } from '@tanstack/react-query';
import { infoNoticeGroupsQueryOptions } from '../api/topics';
import { useLocale } from '../i18n/use-locale';

/** The info-topic groups in the current language, shared (one request) by the header menu and the footer. */
export function useInfoGroups() {
  return useQuery(infoNoticeGroupsQueryOptions(useLocale()));
}
