// shared/testing: the areas' test kit (jest and TypeScript only, never federated): the scripted api behind
// XMLHttpRequest, the page as a member or a visitor, and an area's routes rendered as the host mounts them.
export * from './fake-server';
export { acceptCookies, beVisitor, logInAs } from './session';
export { history, location, renderArea, type RenderAreaOptions } from './render-area';
export { clearToasts, closeModals, fakeServerPerTest, operatorPerTest } from './server-per-test';
export { operatorMe, operatorStandingPerTest, standAsOperator } from './operator-standing';
export { sentFields, signedFields } from './sent-fields';
export { answerWebsiteConfig, websiteConfig } from './website-config';
export { expectAlertThenTryAgain, failOnceThen } from './fail-once';
export { chooseFiles, selectRange } from './dom-input';
export { expectControlError, expectFieldError, expectFieldErrors, expectNoFieldError } from './field-errors';
export { expectMissingWithoutAsking, expectNothingAsked } from './nothing-asked';
export { useHeldValue, type HeldValue } from './held-value';
export { expectTexts, textsOf } from './texts';
