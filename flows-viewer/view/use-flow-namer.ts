import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { useFlowNamesArea } from './flow-names-area';
import { flowNamer, type FlowNamer } from './flow-names';

/** The names of one machine in the page's language (the catalogue's `flowNames[id]`); ids until they arrive. */
export function useFlowNamer(entry: RegisteredMachine): FlowNamer {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const arrived = useFlowNamesArea();
  return useMemo(
    () =>
      flowNamer(
        entry.machine,
        entry.id,
        arrived ? t(`flowNames.${entry.id}`, { returnObjects: true, lng: language }) : undefined,
      ),
    [entry, t, language, arrived],
  );
}
