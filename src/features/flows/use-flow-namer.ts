import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredMachine } from '../../../machines/index';
import { flowNamer, type FlowNamer } from './flow-names';

/** The names of one machine in the page's language (the catalogue's `flows.names[id]`). */
export function useFlowNamer(entry: RegisteredMachine): FlowNamer {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => flowNamer(entry.machine, entry.id, t(`flows.names.${entry.id}`, { returnObjects: true, lng: language })), [entry, t, language]);
}
