import type { SignInField, SignInInput } from '@yaar/shared';
import { checkSignIn, PRODUCT_NAME } from '@yaar/shared';
import briefcase from 'bootstrap-icons/icons/briefcase-fill.svg?raw';
import eye from 'bootstrap-icons/icons/eye.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import { svgIcon } from '@/components/ui/svg-icon';
import { isApiError } from '@/lib/api-client';
import { currentLanguage, onLanguageChange, t, translateShown } from '@/lib/i18n/language';
import { languagePickerMarkup, wireLanguagePicker } from '@/lib/i18n/language-picker-dom';
import type { SignedIn } from '../api/sign-in';
import { signInWith } from '../api/sign-in';

const fields = ['Email', 'Password'] as const;

export interface SignInFormHandlers {
  /** Signed in, the user and the OYaar token kept: go on into the app. */
  onSignedIn: (signedIn: SignedIn) => void | Promise<void>;
  /** The login failed (its field errors are already beside the fields): say why. */
  onFailed: (error: unknown) => void;
  /** One of the form's links was followed: the brand (/signin) or Create an account (/signup). */
  onNavigate: (path: string) => void;
  /** The login call is about to go (the light page starts fetching the app beside it). */
  onSubmit?: () => void;
}

/*
 * The markup of the kit's pieces as React draws them: AuthCard (the brand above a centred card),
 * FormField (label, control, message), PasswordInput (show/hide toggle), SubmitButton (a spinner
 * while pending). Only Bootstrap's classes and app.css's auth rules: the light page's stylesheet
 * (styles/sign-in.css) keeps just the rules this file names.
 */
const markup =
  `<main class="auth-page d-flex flex-column align-items-center justify-content-center">
<div class="w-100 auth-narrow">
<div class="d-flex justify-content-center py-3"><a class="auth-brand d-flex align-items-center gap-2" href="/signin">${svgIcon(briefcase)}<span>${PRODUCT_NAME}</span></a></div>
<div class="auth-card mb-3 card"><div class="p-3 p-sm-4 card-body">
<div class="pb-2"><h1 class="card-title text-center pb-0 mb-1" data-t="Login to Your Account">Login to Your Account</h1><p class="text-center small text-muted" data-t="Enter your email &amp; password to login">Enter your email &amp; password to login</p></div>
<form novalidate class="row g-3">
<div class="col-12"><label class="form-label" for="signin-email" data-t="Email">Email</label><input autocomplete="username" id="signin-email" class="form-control" type="email" name="Email"></div>
<div class="col-12"><label class="form-label" for="signin-password" data-t="Password">Password</label><div class="input-group has-validation"><input autocomplete="current-password" id="signin-password" class="form-control" type="password" name="Password"><button type="button" aria-label="Show password" aria-pressed="false" class="btn btn-outline-secondary">${svgIcon(eye)}</button></div></div>
<div class="col-12"><button type="submit" class="w-100 btn btn-primary" data-t="Login">Login</button></div>
<div class="col-12"><p class="small mb-0 text-center"><a href="/signup" data-t="Create an account">Create an account</a></p></div>
</form>
</div></div>
${languagePickerMarkup('signin-language')}
</div>
</main>`.replace(/>\n</g, '><');

/** A plain left click, which a router link takes over (others open a tab or a window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Sign In (spec 1 §2.4) drawn without React into `container`: the one implementation, shown by
 * the light page before the app has loaded (app/sign-in-page.ts) and by the app's /signin route
 * (`SignInForm`). The two fields are checked with the shared rules (`checkSignIn`) on Login, and
 * again as they change once Login was pressed; the server's field errors (422) go beside them.
 * Answers a function that stops the form: it stays on screen, inert, until what comes next (the
 * app's first render, React's unmount) replaces it, so nothing blinks in between.
 */
export function mountSignInForm(container: HTMLElement, handlers: SignInFormHandlers): () => void {
  container.innerHTML = markup;
  const form = container.querySelector('form')!;
  const input = {
    Email: form.querySelector<HTMLInputElement>('#signin-email')!,
    Password: form.querySelector<HTMLInputElement>('#signin-password')!,
  };
  const toggle = form.querySelector<HTMLButtonElement>('button[type="button"]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  let submitted = false;
  let mounted = true;
  const shownErrors: Partial<Record<SignInField, string>> = {};

  /** Every text in the screens' language (again when the picker changes it). */
  function showTexts() {
    for (const element of container.querySelectorAll<HTMLElement>('[data-t]')) {
      element.textContent = t(element.dataset.t!);
    }
    toggle.setAttribute(
      'aria-label',
      t(input.Password.type === 'password' ? 'Show password' : 'Hide password'),
    );
    for (const field of fields) showError(field, shownErrors[field]);
  }

  const values = (): SignInInput => ({ Email: input.Email.value, Password: input.Password.value });

  /** The field's message under it (after the password's input group), or none. */
  function showError(field: SignInField, message: string | undefined) {
    shownErrors[field] = message;
    const control = input[field];
    const group = control.closest('.col-12')!;
    let feedback = group.querySelector<HTMLElement>('.invalid-feedback');
    control.classList.toggle('is-invalid', Boolean(message));
    if (!message) {
      feedback?.remove();
      return;
    }
    if (!feedback) {
      feedback = document.createElement('div');
      feedback.className = 'invalid-feedback d-block';
      feedback.setAttribute('role', 'alert');
      group.append(feedback);
    }
    feedback.textContent = translateShown(message);
  }

  function setPending(pending: boolean) {
    submit.disabled = pending;
    submit.querySelector('.spinner-border')?.remove();
    if (pending) {
      const spinner = document.createElement('span');
      spinner.className = 'spinner-border spinner-border-sm me-2';
      spinner.setAttribute('aria-hidden', 'true');
      submit.prepend(spinner);
    }
  }

  for (const field of fields) {
    input[field].addEventListener('input', () => {
      if (mounted && submitted) showError(field, checkSignIn(values())[field]);
    });
  }

  toggle.addEventListener('click', () => {
    if (!mounted) return;
    const shown = input.Password.type === 'password';
    input.Password.type = shown ? 'text' : 'password';
    toggle.setAttribute('aria-label', t(shown ? 'Hide password' : 'Show password'));
    toggle.setAttribute('aria-pressed', String(shown));
    toggle.innerHTML = svgIcon(shown ? eyeSlash : eye);
  });

  for (const link of container.querySelectorAll('a')) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (!mounted) return;
      handlers.onNavigate(link.getAttribute('href')!);
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!mounted || submit.disabled) return;
    submitted = true;
    const entered = values();
    const found = checkSignIn(entered);
    for (const field of fields) showError(field, found[field]);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    handlers.onSubmit?.();
    void (async () => {
      try {
        await handlers.onSignedIn(await signInWith({ ...entered, Email: entered.Email.trim() }));
      } catch (error) {
        if (!mounted) return;
        for (const field of fields) {
          const message = isApiError(error) ? error.errors[field] : undefined;
          if (typeof message === 'string') showError(field, message);
        }
        handlers.onFailed(error);
      } finally {
        if (mounted) setPending(false);
      }
    })();
  });

  const stopPicker = wireLanguagePicker(container.querySelector('select')!, 'sign-in');
  const stopTexts = onLanguageChange(showTexts);
  if (currentLanguage() !== 'en') showTexts();

  return () => {
    mounted = false;
    stopPicker();
    stopTexts();
  };
}
