import { buildSchema } from 'graphql';
import { collectApiCatalogue } from '../../graphql/directives';
import { buildPublicSchema } from '../../graphql/schema';
import { API, API_LIST } from './apis';

const DIRECTIVES = `
  enum HttpMethod { GET POST PUT DELETE PATCH }
  directive @permission(path: String!, method: HttpMethod!, summary: String) on FIELD_DEFINITION
`;

describe('the API table', () => {
  it('guards at least one field with each API, and the catalogue lists exactly the table', async () => {
    const catalogue = collectApiCatalogue(await buildPublicSchema(), API_LIST);
    const listed = catalogue.flatMap((g) => g.apis.map((a) => ({ ...a, group: g.tag })));
    expect(listed.filter((a) => a.fields.length === 0).map((a) => `${a.method} ${a.path}`)).toEqual([]);
    expect(listed.map((a) => `${a.group} ${a.method} ${a.path} ${a.summary}`).sort()).toEqual(API_LIST.map((a) => `${a.group} ${a.method} ${a.path} ${a.summary}`).sort());
  });

  it('refuses a directive that is not in the table, so a typo cannot create an API', () => {
    const typo = buildSchema(`${DIRECTIVES} type Query { devices: Int @permission(path: "/devices", method: GET) }`);
    expect(() => collectApiCatalogue(typo, API_LIST)).toThrow(/Query\.devices: @permission\(GET \/devices\) is not in the API table/);
    const otherSummary = buildSchema(`${DIRECTIVES} type Query { devices: Int @permission(path: "/device", method: GET, summary: "Something else") }`);
    expect(() => collectApiCatalogue(otherSummary, API_LIST)).toThrow(/not in the API table/);
    const ok = buildSchema(`${DIRECTIVES} type Query { devices: Int @permission(path: "/device", method: GET, summary: "${API.deviceList.summary}") }`);
    expect(collectApiCatalogue(ok, [API.deviceList])).toEqual([{ tag: 'device', apis: [{ path: '/device', method: 'GET', summary: API.deviceList.summary, fields: ['Query.devices'] }] }]);
  });

  it('has one entry per path and method', () => {
    const keys = API_LIST.map((a) => `${a.method} ${a.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
