import { fuzzSuite } from './test-fuzz-suite';

// Issue 7.4 on postgres: the suite is test-fuzz-suite.ts, one file per backend so they run side by side.
fuzzSuite('postgres');
