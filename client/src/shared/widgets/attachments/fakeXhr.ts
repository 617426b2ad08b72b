/**
 * Tests only: a stand-in for the browser's XMLHttpRequest at the network edge, because the
 * real `/files` endpoint belongs to the server's files module. It records each request
 * (method, URL, headers, multipart body) and lets the test drive progress and the answer.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The multipart parts' names, in the order they were appended. */
  partNames(): string[] {
    return [...(this.body?.keys() ?? [])];
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = typeof json === 'string' ? json : JSON.stringify(json);
    this.onload?.();
  }

  /** The connection failed (no answer at all). */
  fail() {
    this.onerror?.();
  }

  static install(): () => void {
    const original = window.XMLHttpRequest;
    FakeXhr.sent = [];
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    return () => {
      window.XMLHttpRequest = original;
    };
  }
}
