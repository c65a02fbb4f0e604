/**
 * Every call path of spec 7, written out in full. Where the spec lists several calls after one prefix
 * ("pay/payMethod, pay/payWebByWeixin, payWebByAlipay"), the prefix carries on to the calls that follow it.
 * Form-envelope calls live under /mid_website and /adsserDds; JSON service calls on the member service's
 * own paths (main site), luggage under /zuul/luggage, meals under /zuul/meal.
 */
import { gateway, mid } from './first-load/call-path-prefixes';
import { CONTENT_CALLS } from './first-load/content-call-paths';
import {
  CREATE_CABIN_GUIDE_RECORD_PATH,
  FARE_CALENDAR_PATH,
  QUERY_CABIN_GUIDE_PATH,
} from './first-load/flight-call-paths';

export const CALLS = {
  // System and content (content-call-paths.ts)
  ...CONTENT_CALLS,

  // Booking and orders
  bookFlight: gateway('flight/bookFlight'),
  bookFlightInter: mid('flight/bookFlightInter'),
  cancelOrder: mid('flight/cancelOrder'),
  orderList: mid('order/orderList'),
  orderDetails: mid('order/orderDetails'),
  fareCalendar: FARE_CALENDAR_PATH,
  orderAudit: '/proxy/pay-audit/v1/audit/orderAudit',
  createFaiInsurance: '/proxy/insurance/v1/fai/createFaiInsurance',
  queryCombiByCombiId: '/combi/v1/queryCombiByCombiId',
  queryCabinGuide: QUERY_CABIN_GUIDE_PATH,
  createCabinGuideRecord: CREATE_CABIN_GUIDE_RECORD_PATH,
  queryValidProduct: '/ticket-guide/v1/productPage/queryValidProduct',
  queryWaitPayOrder: '/ticket-guide/v1/orderGuide/queryWaitPayOrder',

  // Payment
  payMethod: mid('pay/payMethod'),
  payWebByWeixin: mid('pay/payWebByWeixin'),
  payWebByAlipay: mid('pay/payWebByAlipay'),
  payStatusByWeixinWeb: mid('pay/payStatusByWeixinWeb'),
  payWebByYee: mid('pay/payWebByYee'),
  payWebByUnionpayPc: mid('pay/payWebByUnionpayPc'),
  payWebByForeign: mid('pay/payWebByForeign'),

  // Members
  queryAssignee: mid('appmember/queryAssignee'),
  addAssignee: mid('appmember/addAssignee'),
  modifyAssignee: mid('appmember/modifyAssignee'),
  queryFfpMemberByReset: mid('member/queryFfpMemberByReset'),
  passengerBookRule: mid('member/passengerBookRule'),
  queryLoginMember: '/member-ffp/v1/member/queryLoginMember',
  skipFfpRenewNotice: '/member/v1/member/skipFfpRenewNotice',
  logout: '/proxy/uia/v1/uia/logout',
  walletAccount: '/wallet/fma/wallet/queryWalletAccount',

  // Service tools
  flightDelayApply: mid('flightDelay/flightDelayApply'),
  delaySendEmail: mid('flightDelay/delaySendEmail'),
  checkDelayCode: mid('flightDelay/checkDelayCode'),
  downloadDelayPdf: mid('flightDelay/downloadPDF'),
  queryDetrName: mid('checkin/queryDetrName'),
  queryFlightDynamic: mid('flightDynamic/queryFlightDynamic'),
  queryFlightDynamicList: gateway('flightDynamic/queryFlightDynamicList'),
  eticketValidate: '/ticket-valid/v1/eticketValidate',
  queryEpidContent: '/zuul/ticket/v1/epid/queryContent',

  // Check-in (gateway)
  doDetr: gateway('checkin/doDetr'),
  querySeatDiff: gateway('checkin/querySeatDiff'),
  checkIn: gateway('checkin/checkIn'),
  queryUmeBoardPass: gateway('checkin/queryUmeBoardPass'),
  cancelCheckIn: gateway('checkin/cancelCheckIn'),
  /** Not in the spec: the boarding pass as a PDF download (GET ?couponId=). */
  boardingPassPdf: gateway('checkin/boardingPassPdf'),
} as const;

/** Refunds: the spec names no refund call, so these sit beside order/orderDetails. */
export const REFUND_CALLS = {
  refundQuote: mid('order/refundQuote'),
  refundApply: mid('order/refundApply'),
  refundProgress: mid('order/refundProgress'),
} as const;

/** Ticket changes: the spec names no change call either, so these sit beside the refund calls. */
export const CHANGE_CALLS = {
  changeQuote: mid('order/changeQuote'),
  changeApply: mid('order/changeApply'),
  changeStatus: mid('order/changeStatus'),
} as const;

/** A cancelled or delayed flight (CCAR-273): the traveller's notices, and the free change of its coupons. */
export const DISRUPTION_CALLS = {
  disruptionNotices: mid('order/disruptionNotices'),
  disruptionChangeQuote: mid('order/disruptionChangeQuote'),
  disruptionChangeApply: mid('order/disruptionChangeApply'),
} as const;
