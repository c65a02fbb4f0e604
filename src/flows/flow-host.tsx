import { useNavigate, useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { pageTagOf, type PageOfTag } from '../../machines/kit/page-tag';
import { useFeedback } from '../ui/feedback-context';
import { liveInspect } from '../ui/live-inspect';
import { useLocaleParam } from '../ui/locale-link';
import { FlowChartLink } from './flow-chart-link';
import { forgetFlowSnapshot, readFlowSnapshot, writeFlowSnapshot, type FlowSnapshotRules } from './flow-snapshot';

/** A page's route, with the search params it needs. */
export interface FlowRoute {
  to: string;
  search?: Record<string, unknown>;
}

/** The pages of a flow: those its chart's states name by their tags (`page:<name>`, machines/kit/page-tag.ts). */
export type FlowPageOf<TMachine extends AnyStateMachine> =
  SnapshotFrom<TMachine> extends { hasTag(tag: infer TTag): boolean } ? PageOfTag<TTag> : never;

/** Where a state is shown: its page, and the page's route when the host can go there. */
type FlowPage<TPage extends string> = { page: TPage } & Partial<FlowRoute>;

export interface FlowDefinition<TMachine extends AnyStateMachine> extends FlowSnapshotRules {
  /** The flow's id on /flows (machines/index.ts): each of its pages links to its chart there. */
  chartId: string;
  /** The flow's chart with its real actors provided. */
  machine: TMachine;
  /**
   * false for a flow holding what the next person at a shared computer must not see (someone's ticket lookup):
   * nothing of it is saved, so a reload or a reopened tab starts it afresh. Saved by default.
   */
  rememberedAcrossReloads?: boolean;
  /**
   * The route of a page, read when the flow moves there; undefined while the host cannot go there (what its
   * search params need is missing). Which state shows on which page the chart says, by its tags.
   */
  routeOf: (page: FlowPageOf<TMachine>, snapshot: SnapshotFrom<TMachine>) => FlowRoute | undefined;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * One multi-page flow (booking, check-in, …), hosted by a layout route: `Host` creates the flow's actor when
 * the layout mounts and stops it when the traveller leaves the layout's pages. It restores the snapshot saved
 * in sessionStorage (an old or damaged one starts the flow afresh, with a notice), saves every change, and
 * takes the browser to a state's page when the flow moves to another page. Pages reach the actor with the
 * returned hooks; nothing lives in a module variable, so each layout visit (and each test) has its own actor.
 */
export function createFlowHost<TMachine extends AnyStateMachine>(flow: FlowDefinition<TMachine>) {
  const Flow = createActorContext(flow.machine);
  type Snapshot = SnapshotFrom<TMachine>;
  type TPage = FlowPageOf<TMachine>;
  const pageNameOf = (snapshot: Snapshot) =>
    pageTagOf(snapshot as Parameters<typeof pageTagOf>[0]) as TPage | undefined;
  /** The page of the state the flow stands in; undefined where the state shows on whichever page is open. */
  const pageOf = (snapshot: Snapshot): FlowPage<TPage> | undefined => {
    const page = pageNameOf(snapshot);
    return page === undefined ? undefined : { page, ...flow.routeOf(page, snapshot) };
  };

  function useGoTo() {
    const navigate = useNavigate();
    const localeParam = useLocaleParam();
    const here = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath ?? '' });
    return (target: FlowPage<TPage> | undefined) => {
      if (!target?.to || withoutTrailingSlash(target.to) === withoutTrailingSlash(here)) return;
      void navigate({ to: target.to, params: localeParam, search: target.search } as never);
    };
  }

  /** Follows the flow to its state's page whenever that page changes; staying on a page never navigates. */
  function FollowStatePage() {
    const actor = Flow.useActorRef();
    const page = Flow.useSelector((snapshot) => pageNameOf(snapshot as Snapshot));
    const goTo = useGoTo();
    const lastPage = useRef(page);
    useEffect(() => {
      if (lastPage.current === page) return;
      lastPage.current = page;
      goTo(pageOf(actor.getSnapshot() as Snapshot));
    });
    return null;
  }

  function SaveSnapshots() {
    const actor = Flow.useActorRef();
    useEffect(() => {
      const storage = window.sessionStorage;
      if (flow.rememberedAcrossReloads === false) return forgetFlowSnapshot(storage, flow.storageKey);
      // The persisted snapshot, not the live one: an invoked chart (a payment within a purchase) is saved with its own
      // state, where the live snapshot would hold only a reference to its actor.
      const save = () => writeFlowSnapshot(storage, flow, actor.getPersistedSnapshot() as { status: string });
      save();
      const subscription = actor.subscribe({ next: save, error: save });
      return () => subscription.unsubscribe();
    }, [actor]);
    return null;
  }

  function RestartNotice() {
    const { toasts } = useFeedback();
    const { t } = useTranslation();
    const shown = useRef(false);
    useEffect(() => {
      if (shown.current) return;
      shown.current = true;
      toasts.show('info', t('flowHost.restarted'));
    }, [toasts, t]);
    return null;
  }

  /** The layout route's wrapper: one actor for the pages below it. */
  function Host({ children }: { children: ReactNode }) {
    const [restored] = useState(() =>
      flow.rememberedAcrossReloads === false
        ? { kind: 'none' as const }
        : readFlowSnapshot(window.sessionStorage, flow),
    );
    const snapshot = restored.kind === 'restored' ? restored.snapshot : undefined;
    return (
      <Flow.Provider options={{ snapshot, inspect: liveInspect } as never}>
        <SaveSnapshots />
        <FollowStatePage />
        {restored.kind === 'discarded' && <RestartNotice />}
        {children}
        <FlowChartLink machine={flow.chartId} />
      </Flow.Provider>
    );
  }

  /** For a page that has nothing to show outside its own states: on arrival, go to the page the flow stands at. */
  function useArrive(page: TPage) {
    const actor = Flow.useActorRef();
    const goTo = useGoTo();
    const arrived = useRef(false);
    useEffect(() => {
      if (arrived.current) return;
      arrived.current = true;
      const target = pageOf(actor.getSnapshot() as Snapshot);
      if (target && target.page !== page) goTo(target);
    });
  }

  /** The page of the state the flow stands in (undefined where it shows on whichever page is open). */
  const usePage = () => Flow.useSelector((snapshot) => pageNameOf(snapshot as Snapshot));

  return { Host, useActorRef: Flow.useActorRef, useSelector: Flow.useSelector, useArrive, usePage };
}
