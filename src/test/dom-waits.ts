import { configure } from '@testing-library/dom';

// waitFor and findBy* give up after 1 s by default: on a busy 2-core machine (the CMS's browser tests beside the unit
// tests in npm test) a form island re-opening from its draft took longer. 4 s stays under jest's 5 s per test.
configure({ asyncUtilTimeout: 4_000 });
