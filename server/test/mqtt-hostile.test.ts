import { mqttHostileSuite } from './mqtt-hostile.suite';

mqttHostileSuite('MQTT hostile input on the embedded broker', async () => ({}), { embedded: true });
