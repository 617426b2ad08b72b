import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ERROR_CATALOGUE } from '@contract/error-messages';
import { type FileEntryValue, MIB } from '@contract/files';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../../i18n/catalogue';
import type { Locale } from '../../i18n/locale';
import { AppToaster } from '../../toast/AppToaster';
import { toaster } from '../../toast/toaster';
import { Attachments, type AttachmentsProps } from './Attachments';
import { FakeXhr } from './fakeXhr';

const stored = (name: string, size = 1536): FileEntryValue => ({ filename: name, md5name: `md5-${name}`, bucketname: 'ncmaintain', fileurl: `/files/ncmaintain/md5-${name}`, filesize: size });
const file = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

let restoreXhr: () => void;
let fetchCalls: Array<{ url: string; init: RequestInit }>;
const realFetch = window.fetch;
beforeEach(() => {
  restoreXhr = FakeXhr.install();
  fetchCalls = [];
  window.fetch = (async (url: string, init: RequestInit) => {
    fetchCalls.push({ url, init });
    return new Response(JSON.stringify({ result: 'success' }), { status: 200 });
  }) as typeof fetch;
});
afterEach(() => {
  restoreXhr();
  window.fetch = realFetch;
  act(() => toaster.remove());
});

function Field({ initial, onValue, ...props }: Omit<AttachmentsProps, 'value' | 'onChange' | 'label'> & { initial: FileEntryValue[]; onValue: (v: FileEntryValue[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Attachments
      {...props}
      label="Detail pictures"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

async function setup(props: Partial<Omit<AttachmentsProps, 'value' | 'onChange'>> & { initial?: FileEntryValue[]; locale?: Locale } = {}) {
  const { initial = [], locale = 'en', kind = 'picture', ...rest } = props;
  const onValue = jest.fn();
  let view: ReturnType<typeof render> | null = null;
  await act(async () => {
    view = render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale={locale} messages={messagesFor(locale)}>
          <Field kind={kind} initial={initial} onValue={onValue} {...rest} />
          <AppToaster />
        </IntlProvider>
      </ChakraProvider>,
    );
  });
  return { onValue, unmount: () => view?.unmount() };
}

const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(screen.getByTestId('attachments-input'), { target: { files } });
  });
};
/** Let the toaster render what was said. */
const said = async (text: string) => screen.findByText(text);
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

describe('Attachments: upload', () => {
  it('uploads a picture to /files with the preflight header, the text fields first and the file last, showing its progress', async () => {
    const { onValue } = await setup();
    await choose(file('front.png', 2 * MIB, 'image/png'));
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/files']);
    expect(xhr.headers['apollo-require-preflight']).toBe('true');
    expect(xhr.partNames()).toEqual(['bucketname', 'kind', 'filename', 'file']);
    expect(xhr.body?.get('kind')).toBe('picture');
    expect((xhr.body?.get('file') as File).name).toBe('front.png');
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await act(async () => xhr.progress(512, 1024));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    await act(async () => xhr.respond(200, { result: 'success', value: stored('front.png', 2 * MIB) }));
    expect(onValue).toHaveBeenLastCalledWith([stored('front.png', 2 * MIB)]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview front.png' })).toBeTruthy();
    expect(await said('Uploaded successfully')).toBeTruthy();
  });

  it("sends a field's own lower limit and bucket", async () => {
    await setup({ maxBytes: MIB, bucketname: 'qrcodes', maxCount: 1 });
    await choose(file('qr.png', 1000));
    expect(FakeXhr.sent[0].partNames()).toEqual(['bucketname', 'kind', 'maxbytes', 'filename', 'file']);
    expect(FakeXhr.sent[0].body?.get('maxbytes')).toBe(String(MIB));
    expect(FakeXhr.sent[0].body?.get('bucketname')).toBe('qrcodes');
  });

  it("refuses a picture that is not jpg or png before uploading, with the spec's message", async () => {
    await setup();
    await choose(file('front.gif', 1000, 'image/gif'));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(await said('Only JPG, PNG pictures can be uploaded')).toBeTruthy();
  });

  it("refuses a file over the field's limit (1 MB for a QR code)", async () => {
    await setup({ maxBytes: MIB });
    await choose(file('qr.png', 2 * MIB));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(await said('The picture cannot be larger than 1 MB')).toBeTruthy();
  });

  it('warns "max N pictures" and uploads nothing when a choice goes over the count', async () => {
    await setup({ maxCount: 2, initial: [stored('a.png')] });
    await choose(file('b.png', 10), file('c.png', 10));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(await said('Max 2 pictures')).toBeTruthy();
    await choose(file('b.png', 10));
    expect(FakeXhr.sent).toHaveLength(1);
    // Full with the one uploading: the upload button goes.
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();
  });

  it("shows the server's catalogue message when the upload is refused, and drops the entry", async () => {
    const { onValue } = await setup();
    await choose(file('front.png', 1000));
    await act(async () => FakeXhr.sent[0].respond(413, { errors: [{ message: 'x', extensions: { errorno: 26, code: 'PAYLOAD_TOO_LARGE', params: { max: '10 MB' } } }] }));
    expect(await said(ERROR_CATALOGUE[26].en.replace('{max}', '10 MB'))).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.queryByTestId('attachment-pending')).toBeNull();
    expect(screen.queryByTestId('attachment')).toBeNull();
  });

  it('says "upload failed" when the connection fails', async () => {
    await setup();
    await choose(file('front.png', 1000));
    await act(async () => FakeXhr.sent[0].fail());
    expect(await said('Upload failed')).toBeTruthy();
    expect(screen.queryByTestId('attachment-pending')).toBeNull();
  });

  it('keeps both files when two uploads finish before the parent re-renders', async () => {
    const { onValue } = await setup();
    await choose(file('a.png', 10), file('b.png', 10));
    await act(async () => {
      FakeXhr.sent[1].respond(200, { result: 'success', value: stored('b.png') });
      FakeXhr.sent[0].respond(200, { result: 'success', value: stored('a.png') });
    });
    expect(onValue).toHaveBeenLastCalledWith([stored('b.png'), stored('a.png')]);
  });

  it('cancels a running upload when the widget goes', async () => {
    const { unmount } = await setup();
    await choose(file('a.png', 10));
    act(() => unmount());
    expect(FakeXhr.sent[0].aborted).toBe(true);
  });
});

describe('Attachments: pictures', () => {
  const three = [stored('a.png'), stored('b.png'), stored('c.png')];

  it('moves a picture left or right, never past an end, and keeps the focus on its button', async () => {
    const { onValue } = await setup({ initial: three });
    expect((screen.getByRole('button', { name: 'Move a.png left' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move c.png right' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move b.png left' })));
    expect(onValue).toHaveBeenLastCalledWith([three[1], three[0], three[2]]);
    expect(screen.getAllByTestId('attachment').map((t) => t.getAttribute('data-entry'))).toEqual(['md5-b.png', 'md5-a.png', 'md5-c.png']);
    // b.png is first now: its left button is disabled, so the focus goes to its right one.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move b.png right' }));
  });

  it('previews a picture larger in a dialog that Escape closes', async () => {
    await setup({ initial: three });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview b.png' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'b.png' }).getAttribute('src')).toBe('/files/ncmaintain/md5-b.png');
    // Escape is heard once the dialog has taken the focus (its layer is set up then).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    // Closed after its exit animation (slower on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a picture at once and says so; a stored one stays on the server', async () => {
    const { onValue } = await setup({ initial: three });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' })));
    expect(onValue).toHaveBeenLastCalledWith([three[0], three[2]]);
    expect(await said('Removed successfully')).toBeTruthy();
    expect(fetchCalls).toEqual([]);
  });

  it('deletes a picture on the server when it was uploaded here and removed before being saved', async () => {
    await setup();
    await choose(file('new.png', 10));
    await act(async () => FakeXhr.sent[0].respond(200, { result: 'success', value: stored('new.png') }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove new.png' })));
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0].url).toBe('/files/ncmaintain/md5-new.png');
    expect(fetchCalls[0].init).toMatchObject({ method: 'DELETE', credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });
  });

  it("uploads and removes through a form's own endpoint and headers (the public repair form's pass)", async () => {
    await setup({ endpoint: { path: '/public/repair-files', headers: { 'x-repair-pass': 'the-pass' } } });
    await choose(file('new.png', 10));
    expect([FakeXhr.sent[0].url, FakeXhr.sent[0].headers['x-repair-pass'], FakeXhr.sent[0].headers['apollo-require-preflight']]).toEqual(['/public/repair-files', 'the-pass', undefined]);
    await act(async () => FakeXhr.sent[0].respond(200, { result: 'success', value: stored('new.png') }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove new.png' })));
    expect(fetchCalls.map((c) => [c.url, c.init.method, (c.init.headers as Record<string, string>)['x-repair-pass']])).toEqual([['/public/repair-files/ncmaintain/md5-new.png', 'DELETE', 'the-pass']]);
  });
});

describe('Attachments: documents', () => {
  const long = `${'Operating manual of the tube laser PL-1530'.padEnd(44, 'x')}.pdf`;

  it('lists documents as download links, names cut at 40 characters with the size in 1024-based units', async () => {
    await setup({ kind: 'document', initial: [stored(long, 1536)] });
    const link = screen.getByRole('link', { name: `Download ${long}` });
    expect(link.getAttribute('href')).toBe(`/files/ncmaintain/md5-${long}`);
    expect(link.getAttribute('download')).toBe(long);
    expect(link.textContent).toBe(`${long.slice(0, 40)}…`);
    expect(screen.getByText('1.5 KB')).toBeTruthy();
  });

  it("refuses pictures and formats outside the field's list", async () => {
    await setup({ kind: 'document', extensions: ['xlsx', 'xls'] });
    await choose(file('scan.jpg', 10));
    expect(await said('Pictures cannot be uploaded as documents')).toBeTruthy();
    await choose(file('manual.pdf', 10));
    expect(await said('Only XLS, XLSX files can be uploaded')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    await choose(file('spec.xlsx', 10));
    expect(FakeXhr.sent[0].body?.get('kind')).toBe('document');
  });

  it('warns "limit N files"', async () => {
    await setup({ kind: 'document', maxCount: 1, initial: [stored('a.pdf')] });
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
  });

  it('asks before removing a document: cancel keeps it, confirm removes it', async () => {
    const { onValue } = await setup({ kind: 'document', initial: [stored('a.pdf'), stored('b.pdf')] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' })));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Remove a.pdf?')).toBeTruthy();
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' })));
    await settle();
    expect(onValue).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' })));
    await act(async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' })));
    expect(onValue).toHaveBeenLastCalledWith([stored('b.pdf')]);
    expect(await said('Removed successfully')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await setup({ kind: 'document', locale: 'zh-CN', maxCount: 5, initial: [stored('a.pdf')] });
    expect(screen.getByRole('button', { name: '上传文件' })).toBeTruthy();
    await choose(...['b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.pdf`, 10)));
    expect(await said('限制上传 5 个文件')).toBeTruthy();
  });
});
