import { BUCKET_PATTERN, DOCUMENT_EXTENSIONS, FILE_NAME_MAX, MIB, NAME_EXTENSIONS, PICTURE_EXTENSIONS, STORED_NAME_PATTERN, extensionOf, fileNameProblem, fileUrlOf, formatFileSize, nameExtensionsOf, nameFitsFormat, servedFileName, truncateFileName } from './files';

describe('file rules shared by server and client', () => {
  it('shows sizes in 1024-based units with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * MIB)).toBe('10 MB');
    expect(formatFileSize(50 * MIB)).toBe('50 MB');
    expect(formatFileSize(5_242_880)).toBe('5 MB'); // the shared config's common_file_size
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatFileSize(2 * 1024 ** 5)).toBe('2048 TB');
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatFileSize(bad)).toBe('');
  });

  it('cuts names at 40 characters (not UTF-16 units) and marks the cut', () => {
    expect(truncateFileName('manual.pdf')).toBe('manual.pdf');
    const forty = 'a'.repeat(36) + '.pdf';
    expect(truncateFileName(forty)).toBe(forty);
    expect(truncateFileName(`${forty}x`)).toBe(`${'a'.repeat(36)}.pdf…`);
    // A character outside the BMP counts once and is never split.
    const emoji = '📄'.repeat(41);
    expect(truncateFileName(emoji)).toBe(`${'📄'.repeat(40)}…`);
    expect(truncateFileName('说明书'.repeat(20), 10)).toBe('说明书说明书说明书说…');
  });

  it('reads the extension after the last dot, lower case', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.bashrc')).toBe(''); // a hidden file's name, not an extension
    expect(extensionOf('trailing.')).toBe('');
    expect(extensionOf('')).toBe('');
  });

  it('refuses names with paths, control characters or a direction override', () => {
    expect(fileNameProblem('Wartung 2026 (final).pdf')).toBeNull();
    expect(fileNameProblem('维护手册.docx')).toBeNull();
    expect(fileNameProblem('  spaced.txt  ')).toBeNull(); // trimmed before it is kept
    expect(fileNameProblem('')).toBe('file_name_required');
    expect(fileNameProblem(' \t ')).toBe('file_name_required');
    expect(fileNameProblem('x'.repeat(FILE_NAME_MAX))).toBeNull();
    expect(fileNameProblem('x'.repeat(FILE_NAME_MAX + 1))).toBe('text_too_long');
    expect(fileNameProblem('📄'.repeat(FILE_NAME_MAX))).toBeNull(); // characters, not UTF-16 units
    for (const name of ['../../etc/passwd', '..\\x', 'a/b', 'a\\b', '.', '..', 'nul\u0000.txt', 'bell\u0007', 'del\u007f', 'c1\u0085', 'line\u2028break', 'invoice\u202Etxt.exe', 'iso\u2066late', 'a\ud800.png', 'b\udc00.png']) {
      expect(`${JSON.stringify(name)}: ${fileNameProblem(name)}`).toBe(`${JSON.stringify(name)}: file_name_not_allowed`);
    }
  });

  it('names buckets as S3 does and stored files by their SHA-256', () => {
    for (const ok of ['ncmaintain', 'manuals-2026', 'abc']) expect(BUCKET_PATTERN.test(ok)).toBe(true);
    for (const bad of ['ab', 'UPPER', '-lead', 'trail-', '../x', '.tmp', 'a'.repeat(64), 'with space']) expect(`${bad}: ${BUCKET_PATTERN.test(bad)}`).toBe(`${bad}: false`);
    const hash = 'ab'.repeat(32);
    expect(STORED_NAME_PATTERN.test(`${hash}.png`)).toBe(true);
    for (const bad of [`${hash}`, `${hash}.PNG`, `${hash.slice(1)}.png`, `${hash}.png/..`, `../${hash}.png`, `${hash}.toolongext`]) expect(`${bad}: ${STORED_NAME_PATTERN.test(bad)}`).toBe(`${bad}: false`);
    expect(fileUrlOf('ncmaintain', `${hash}.png`)).toBe(`/files/ncmaintain/${hash}.png`);
  });

  it('ties a name to its content: the extension must be one of the stored format\'s', () => {
    // Every format an upload can be stored as has its names, and each format names itself.
    expect(Object.keys(NAME_EXTENSIONS).sort()).toEqual([...PICTURE_EXTENSIONS, ...DOCUMENT_EXTENSIONS].sort());
    for (const [format, names] of Object.entries(NAME_EXTENSIONS)) expect(names).toContain(format);
    expect(nameExtensionsOf('jpg')).toEqual(['jpg', 'jpeg', 'png']);
    expect(nameExtensionsOf('exe')).toEqual(['exe']);
    expect(nameFitsFormat('Invoice.PDF', 'pdf')).toBe(true);
    expect(nameFitsFormat('photo.jpeg', 'jpg')).toBe(true);
    expect(nameFitsFormat('photo.jpg', 'png')).toBe(true); // a picture is shown, not opened by its name
    expect(nameFitsFormat('report.xlsx', 'zip')).toBe(true); // an Office file the sniffer saw only as a ZIP
    for (const [name, format] of [['invoice.hta', 'pdf'], ['invoice.html', 'pdf'], ['invoice.svg', 'pdf'], ['invoice.pdf.exe', 'pdf'], ['invoice', 'pdf'], ['photo.gif', 'jpg'], ['tool.jar', 'zip'], ['sheet.zip', 'xlsx']]) {
      expect(`${name} as ${format}: ${nameFitsFormat(name, format)}`).toBe(`${name} as ${format}: false`);
    }
  });

  it('serves a name whose extension disagrees with the content with the content\'s extension added', () => {
    const hash = 'ab'.repeat(32);
    expect(servedFileName('invoice.pdf', `${hash}.pdf`)).toBe('invoice.pdf');
    expect(servedFileName('维护 notes.TXT', `${hash}.txt`)).toBe('维护 notes.TXT');
    expect(servedFileName('report.docx', `${hash}.zip`)).toBe('report.docx');
    expect(servedFileName('invoice.hta', `${hash}.pdf`)).toBe('invoice.hta.pdf');
    expect(servedFileName('invoice.pdf.exe', `${hash}.pdf`)).toBe('invoice.pdf.exe.pdf');
    expect(servedFileName('invoice', `${hash}.pdf`)).toBe('invoice.pdf');
    expect(servedFileName('photo.html', `${hash}.png`)).toBe('photo.html.png');
  });
});
