import { type Locator, type Page, expect } from '@playwright/test';

/** The phone, drag verification and SMS code of the phone login tab and the reset page. */
export class PhoneCodeForm {
  constructor(private readonly page: Page) {}

  phone(): Locator {
    return this.page.getByLabel('Mobile number');
  }

  codeButton(): Locator {
    return this.page.getByTestId('code-button');
  }

  /** The click that starts the verification, then the handle dragged to the end with the mouse. */
  async verify() {
    await this.page.getByRole('button', { name: 'Click to verify' }).click();
    const slider = this.page.getByRole('slider', { name: 'Slide to verify' });
    const handle = this.page.getByTestId('drag-verify-handle');
    const track = await slider.boundingBox();
    const grip = await handle.boundingBox();
    if (!track || !grip) throw new Error('the slider is not laid out');
    expect(Math.round(track.width)).toBe(444);
    expect(Math.round(track.height)).toBe(46);
    await this.page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(track.x + track.width + 20, grip.y + grip.height / 2, { steps: 12 });
    await this.page.mouse.up();
    await expect(slider).toHaveAttribute('data-status', 'passed');
    await expect(slider).toContainText('Verified');
  }

  /** Sends the code and waits for the server's confirmation and the countdown. */
  async sendCode() {
    await expect(this.codeButton()).toBeEnabled();
    await this.codeButton().click();
    await expect(this.page.getByText('The verification code has been sent')).toBeVisible();
    await expect(this.codeButton()).toHaveText(/Resend \(\d+ s\)/);
    await expect(this.codeButton()).toBeDisabled();
  }

  async fillCode(code: string) {
    await this.page.getByLabel('Verification code').fill(code);
  }
}
