// shared/operator: what the console's pages in every area share (decision 033): the operator's standing in the page,
// the calls to operator routes, a queue's address, and the console's parts and look.
export { operatorStore, OperatorStore, createOperatorStore, type OperatorState } from './operator-store';
export { operatorGet, operatorPost, operatorSignedPost } from './operator-calls';
export { useQueueAddress, type QueueAddress } from './queue-address';
export { ConsoleHeading, ConsolePager, FilterTabs, StatusBadge, When, type FilterOption } from './console-parts';
export { ReasonForm } from './reason-form';
export { QueueResults } from './queue-results';
export { ConsoleLoaded, ConsoleTable } from './console-table';
export { DecisionError, useDecision, type DecisionOptions } from './use-decision';
export { ConsoleFacts, QueueItem, ReasonGiven, StatusQueue, type StatusQueueProps } from './queue-parts';
export { ReportQueuePage, type QueueView, type QueueViews, type ReportQueuePageProps } from './report-queue-page';
export { ReportedItem, type ReportedItemProps } from './reported-item';
export type { ItemDecisions, ReasonDecision, SendDecision } from './report-decisions';
