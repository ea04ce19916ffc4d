// shared/testing: the areas' test kit (jest and TypeScript only, never federated): the scripted api behind
// XMLHttpRequest and the page as a member or a visitor.
export * from './fake-server';
export { acceptCookies, beVisitor, logInAs } from './session';
