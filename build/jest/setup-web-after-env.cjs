// After jest's environment: the DOM matchers, and a bound for testing-library's waits (findBy…, waitFor) that a busy
// machine cannot reach. Its default of one second is a measure of speed, not a state: on a machine loaded by other work
// a render that was right took longer and the test failed. A green run is not slowed by it (a wait ends at the state).
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 20_000 });
