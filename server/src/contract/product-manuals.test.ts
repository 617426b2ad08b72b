import { PARAM_TITLE, checkImportFile, checkParamsFilled, normalizeParams, normalizeTags, paramsFromRows, validateProductManual } from './product-manuals';
import { VALIDATION_MESSAGES, validationMessage } from './validation-messages';

const cover = [{ md5name: 'a' }];
const valid = { coverPicture: cover, name: 'PL-3015', model: 'PL-3015 Fiber Laser 6 kW', params: [] };
const keysOf = (values: Parameters<typeof validateProductManual>[0]) => validateProductManual(values).map((e) => `${e.field}:${e.key}${e.params ? JSON.stringify(e.params) : ''}`);

describe('product form rules (spec part 2 section 5)', () => {
  it('passes a complete manual', () => {
    expect(validateProductManual(valid)).toEqual([]);
    expect(validateProductManual({ ...valid, name: 'x'.repeat(20), model: 'm'.repeat(50), description: 'd'.repeat(200), note: 'n'.repeat(200), detailPictures: Array(15).fill(cover[0]), files: Array(5).fill(cover[0]) })).toEqual([]);
  });

  it('wants exactly one cover picture', () => {
    expect(keysOf({ ...valid, coverPicture: [] })).toEqual(['coverPicture:cover_required']);
    expect(keysOf({ ...valid, coverPicture: null })).toEqual(['coverPicture:cover_required']);
    expect(keysOf({ ...valid, coverPicture: [cover[0], cover[0]] })).toEqual(['coverPicture:cover_exactly_one']);
  });

  it('wants a name of at most 20 and a model of at most 50 characters, trimmed', () => {
    expect(keysOf({ ...valid, name: '  ' })).toEqual(['name:product_name_required']);
    expect(keysOf({ ...valid, name: 'x'.repeat(21) })).toEqual(['name:product_name_too_long']);
    expect(keysOf({ ...valid, name: ` ${'x'.repeat(20)} ` })).toEqual([]);
    expect(keysOf({ ...valid, model: '' })).toEqual(['model:model_required']);
    expect(keysOf({ ...valid, model: 'm'.repeat(51) })).toEqual(['model:model_too_long']);
  });

  it('bounds description and note at 200, detail pictures at 15, attachments at 5', () => {
    expect(keysOf({ ...valid, description: 'd'.repeat(201), note: 'n'.repeat(201) })).toEqual(['description:text_too_long{"max":200}', 'note:text_too_long{"max":200}']);
    expect(keysOf({ ...valid, detailPictures: Array(16).fill(cover[0]) })).toEqual(['detailPictures:pictures_too_many{"max":15}']);
    expect(keysOf({ ...valid, files: Array(6).fill(cover[0]) })).toEqual(['files:files_too_many{"max":5}']);
  });

  it("gives the spec's message for empty titles and names, together or alone", () => {
    const title = (value: string) => ({ name: PARAM_TITLE, value });
    const param = (name: string, value = 'v') => ({ name, value });
    expect(checkParamsFilled([title('Laser'), param('Power')])).toBeNull();
    expect(checkParamsFilled([title(' '), param('')])).toBe('params_title_and_name_empty');
    expect(checkParamsFilled([title(''), param('Power')])).toBe('params_title_empty');
    expect(checkParamsFilled([title('Laser'), param(' ', '6 kW')])).toBe('params_name_empty');
    // An empty value is allowed.
    expect(checkParamsFilled([param('Power', '')])).toBeNull();
    expect(validationMessage('params_title_and_name_empty', 'en')).toBe('Title and param name cannot be empty');
    expect(validationMessage('params_title_empty', 'zh-CN')).toBe('标题不能为空');
    expect(validationMessage('params_name_empty', 'en')).toBe('Param name cannot be empty');
  });

  it('bounds a title at 20, a name at 20 and a value at 50, naming the row field', () => {
    const params = [
      { name: PARAM_TITLE, value: 't'.repeat(21) },
      { name: 'n'.repeat(21), value: 'v'.repeat(51) },
      { name: 'n'.repeat(20), value: 'v'.repeat(50) },
    ];
    expect(keysOf({ ...valid, params })).toEqual(['params.0.value:text_too_long{"max":20}', 'params.1.name:text_too_long{"max":20}', 'params.1.value:text_too_long{"max":50}']);
    expect(keysOf({ ...valid, params: Array(201).fill({ name: 'a', value: 'b' }) })).toEqual(['params:params_too_many{"max":200}']);
  });

  it('keeps tags trimmed and unique, at most 10 of 20 characters', () => {
    expect(normalizeTags([' laser ', 'laser', '', 'fiber'])).toEqual(['laser', 'fiber']);
    expect(keysOf({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual(['tags:tags_too_many{"max":10}']);
    expect(keysOf({ ...valid, tags: ['ok', 'x'.repeat(21)] })).toEqual(['tags.1:text_too_long{"max":20}']);
  });

  it('trims params as stored', () => {
    expect(normalizeParams([{ name: ' Power ', value: ' 6 kW ' }, { name: PARAM_TITLE, value: ' Laser ' }])).toEqual([{ name: 'Power', value: '6 kW' }, { name: PARAM_TITLE, value: 'Laser' }]);
  });
});

describe('spec import rules', () => {
  it('accepts xlsx and xls up to 50 MB only', () => {
    expect(checkImportFile({ name: 'params.xlsx', size: 1000 })).toBeNull();
    expect(checkImportFile({ name: 'PARAMS.XLS', size: 50 * 1024 * 1024 })).toBeNull();
    expect(checkImportFile({ name: 'params.csv', size: 10 })).toBe('import_format');
    expect(checkImportFile({ name: 'xlsx', size: 10 })).toBe('import_format');
    expect(checkImportFile({ name: 'params.xlsx', size: 50 * 1024 * 1024 + 1 })).toBe('import_too_big');
    expect(VALIDATION_MESSAGES.import_format.en).toBe('File format incorrect, only xlsx and xls');
    expect(VALIDATION_MESSAGES.import_too_big.en).toBe('Too big a document');
  });

  it('reads title rows, name/value rows and skips the header and empty rows', () => {
    const rows = [
      { row: 1, cells: ['Title', 'Param name', 'Param value'] },
      { row: 2, cells: ['Laser source', '', ''] },
      { row: 3, cells: ['', 'Power', '6 kW'] },
      { row: 5, cells: [' ', ' Wavelength ', '1080 nm'] },
      { row: 6, cells: ['Table', 'Size', '3000 x 1500'] },
      { row: 7, cells: ['', '', 'orphan value'] },
    ];
    expect(paramsFromRows(rows)).toEqual({
      params: [
        { name: PARAM_TITLE, value: 'Laser source' },
        { name: 'Power', value: '6 kW' },
        { name: 'Wavelength', value: '1080 nm' },
        { name: PARAM_TITLE, value: 'Table' },
        { name: 'Size', value: '3000 x 1500' },
        { name: '', value: 'orphan value' },
      ],
      rows: [2, 3, 5, 6, 6, 7],
    });
    // The Chinese header is a header too; without one, the first row is data.
    expect(paramsFromRows([{ row: 1, cells: ['标题', '参数名称', '参数值'] }, { row: 2, cells: ['', 'a', 'b'] }]).params).toEqual([{ name: 'a', value: 'b' }]);
    expect(paramsFromRows([{ row: 1, cells: ['Title', '', ''] }]).params).toEqual([{ name: PARAM_TITLE, value: 'Title' }]);
  });
});
