import { Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import type { PurchaseEvent, PurchaseFailure } from '../../../../machines/ancillary-purchase-context';
import { FlowStepElsewhere } from '../../../flows/flow-step-elsewhere';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { PURCHASE_FLOWS } from '../flow/ancillary-flow';
import { KIND_LINKS, PURCHASE_PAGES, type PurchasePage } from '../flow/ancillary-pages';

/**
 * Shows a page's content only while the purchase is at one of its steps; otherwise which step it is, where the
 * purchase stands and the way in (and the order list, where an unpaid order is paid or cancelled).
 */
export function PurchaseStep({
  kind,
  page,
  children,
}: {
  kind: AncillaryKind;
  page: PurchasePage;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const flow = PURCHASE_FLOWS[kind];
  const actor = flow.useActorRef();
  // Every purchase state names its page; one that named none would show as the end.
  const current = flow.usePage() ?? 'pay';
  const ended = flow.useSelector((snapshot) => snapshot.can({ type: 'purchase.again' }));
  // The first step opened after a purchase ended (paid, cancelled, expired) starts the next purchase there, rather
  // than pointing back at the finished one's result.
  useEffect(() => {
    if (page === 'myTrip' && ended) actor.send({ type: 'purchase.again' });
  }, [page, ended, actor]);
  if (current === page) return <>{children}</>;
  return (
    <FlowStepElsewhere
      flow={t(`ancillaries.flowName.${kind}`)}
      here={t(`ancillaries.steps.${page}`)}
      current={t(`ancillaries.steps.${current}`)}
      started={current !== 'myTrip'}
      to={PURCHASE_PAGES[kind][current]}
      more={
        <TextLinkStyle>
          <Link to={`/{-$locale}${KIND_LINKS[kind].orders}`} params={localeParam}>
            {t(`ancillaries.outcome.orders.${kind}`)}
          </Link>
        </TextLinkStyle>
      }
    />
  );
}

/** The purchase's actor and a selector of its state and context, for one kind. */
export function usePurchase(kind: AncillaryKind) {
  const flow = PURCHASE_FLOWS[kind];
  const actor = flow.useActorRef();
  const state = flow.useSelector((snapshot) => snapshot.value);
  const context = flow.useSelector((snapshot) => snapshot.context);
  return { state, context, send: (event: PurchaseEvent) => actor.send(event) };
}

/** A refusal or failure: the server's message (or ours for its code), with the ways on the chart offers. */
export function PurchaseProblem({
  failure,
  actions,
}: {
  failure?: PurchaseFailure;
  actions: { label: string; onClick(): void }[];
}) {
  const { t } = useTranslation();
  const code = failure?.code ?? 'generic';
  const message =
    failure?.message ?? t(`ancillaries.errors.${code}`, { defaultValue: t('ancillaries.errors.generic') });
  return (
    <Stack role="alert" gap={3} p={4} borderWidth="1px" borderColor="brand.500" bg="brand.50" borderRadius="md">
      <Text>{message}</Text>
      {/* Without actions (the other-trip form is the way on) no empty row pads the box. */}
      {actions.length > 0 ? (
        <Flex gap={2} wrap="wrap">
          {actions.map((action, index) => (
            <ActionButton key={action.label} variant={index === 0 ? 'primary' : 'secondary'} onClick={action.onClick}>
              {action.label}
            </ActionButton>
          ))}
        </Flex>
      ) : null}
    </Stack>
  );
}

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <Text as="h2" fontWeight="bold" fontSize="lg">
      {children}
    </Text>
  );
}
