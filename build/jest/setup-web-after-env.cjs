// After jest's environment: the DOM matchers, and bounds a busy machine cannot reach, for a test and for
// testing-library's waits (findBy…, waitFor). Their defaults (5 s a test, one second a wait) are measures of speed, not
// states: on a machine loaded by other work a render that was right took longer and the test failed. A green run is not
// slowed by them (a wait ends at the state). The test's bound is set here because jest reads `testTimeout` only at the
// top of its config, not in a project's.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(120_000);
