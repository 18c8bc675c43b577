import type { SystemInfo } from '@portal/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { SystemInfoProvider } from '../lib/system-info.tsx';

export const systemInfo: SystemInfo = {
  whitelabel: [],
  register: {
    rules: {
      paymentPassword: {
        enabled: true,
        required: false,
        minLength: 6,
        maxLength: 6,
        acceptedPattern: '^[0-9]+$',
        patternId: 'digits',
      },
    },
    captchaEnabled: false,
    captchaRequired: false,
    smsVerificationForUsername: false,
    birthdayRequired: false,
    minAge: 21,
    agreementAge: 18,
    phoneLengths: {},
    defaultCountryDialingCode: '84',
    welcomeBonus: 0,
  },
  resources: [],
  customerService: { version: { pathList: [] } },
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  appDownloadHiddenOn: [],
  languages: { list: [{ code: 'en', name: 'English' }], default: 'en' },
  brand: {
    name: 'Portal Demo',
    merchantCode: 'demo',
    currency: 'VND',
    currencySymbol: '₫',
    loginRequired: false,
    timeZone: 'Asia/Ho_Chi_Minh',
  },
};

/** The address the app is at, for assertions on `?mc=`. */
export const location = { current: '' };
let navigateInApp: ((delta: number) => void) | null = null;
/** Back, as the browser's button does it, in the app `renderApp` rendered last. */
export const goBack = () => navigateInApp?.(-1);
function LocationProbe() {
  const here = useLocation();
  const navigate = useNavigate();
  location.current = `${here.pathname}${here.search}`;
  navigateInApp = (delta) => navigate(delta);
  return null;
}

/**
 * Renders with the app's providers: a fresh query client, i18n, merchant settings (`info`, the
 * demo's by default) and a router.
 * Inside an awaited act, so a component suspended on `use` (the member-centre catalogue)
 * resumes once its promise settles; jsdom does not resume it outside act.
 */
export async function renderApp(
  ui: ReactNode,
  { route = '/', info = systemInfo }: { route?: string; info?: SystemInfo } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SystemInfoProvider info={info}>
            <MemoryRouter initialEntries={[route]}>
              {ui}
              <LocationProbe />
            </MemoryRouter>
          </SystemInfoProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  if (!result) throw new Error('render did not run');
  return { ...result, queryClient };
}
