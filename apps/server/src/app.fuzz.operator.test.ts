import { buildTestApp } from './testing/build-test-app.ts';
import { fuzzEveryRoute } from './testing/route-fuzz.ts';

fuzzEveryRoute(await buildTestApp(), 'operator');
