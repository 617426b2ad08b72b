import { configure } from '@testing-library/react';

// The test command runs these suites beside the server's on a 2-core machine: a Chakra screen
// can take seconds to render there. Waits end as soon as the awaited element appears; the
// longer bound only keeps a slow machine from failing what a fast one passes.
configure({ asyncUtilTimeout: 5000 });
