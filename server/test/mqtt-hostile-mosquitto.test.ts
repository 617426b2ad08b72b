import { mqttHostileSuite } from './mqtt-hostile.suite';
import { ingestIdentity, mosquitto, type Service } from './services';

/** The ingest-side part of the battery with the ingest on Debian's Mosquitto (MQTT_URL): TEST_MQTT_URL or a throw-away instance. */
let broker: Service | undefined;
afterAll(() => broker?.stop());

mqttHostileSuite(
  'MQTT hostile input through Mosquitto',
  async () => {
    broker ??= await mosquitto();
    return { MQTT_URL: broker.url, ...ingestIdentity('hostile') };
  },
  { embedded: false },
);
