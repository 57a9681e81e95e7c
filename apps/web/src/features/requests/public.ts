/** What other features use of profile requests: the requests modal and the request hooks. */
export { RequestsModal, type RequestsTab } from './requests-modal';
export { useCancelRequest, useRequestData, useSendRequest, useWaitingCounts } from './use-requests';
export { requestAnchor } from './request-card';
