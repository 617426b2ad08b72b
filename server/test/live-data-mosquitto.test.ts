import { liveDataSuite, offlineSuite } from './live-data.suite';
import { ingestIdentity, mosquitto, type Service } from './services';

/** The same behaviour with the ingest on Debian's Mosquitto (MQTT_URL): TEST_MQTT_URL or a throw-away instance. */
let broker: Service | undefined;
const env = async () => {
  broker ??= await mosquitto();
  return { MQTT_URL: broker.url, ...ingestIdentity('live') };
};
afterAll(() => broker?.stop());

liveDataSuite('live data through Mosquitto', env, { refusals: false });
offlineSuite('silence watchdog through Mosquitto', env);
