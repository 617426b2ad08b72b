import { liveDataSuite, offlineSuite } from './live-data.suite';

liveDataSuite('live data on the embedded broker', async () => ({}), { refusals: true });
offlineSuite('silence watchdog on the embedded broker', async () => ({}));
