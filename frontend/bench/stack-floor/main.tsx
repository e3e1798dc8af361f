/**
 * The smallest app on the product's fixed stack, for `npm run bench:js-floor`: React with
 * react-dom, react-router in declarative mode, a Redux Toolkit store with one slice and RTK Query
 * with one endpoint, react-redux, i18next with react-i18next. One page, one text, one query:
 * what any first screen on this stack loads before a line of the shop's own code.
 */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';

const slice = createSlice({
  name: 'switch',
  initialState: { on: false },
  reducers: { toggle: (state) => ({ on: !state.on }) },
});
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ plans: build.query<unknown[], void>({ query: () => '/plans' }) }),
});
const store = configureStore({
  reducer: { switch: slice.reducer, [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});
void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { common: { language: { label: 'Language' } } } } } });

function Home() {
  const { t } = useTranslation();
  const { data } = api.usePlansQuery();
  return (
    <h1>
      {t('common.language.label')} {data?.length}
    </h1>
  );
}

function Pages() {
  return useRoutes([{ path: '/', element: <Home /> }]);
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
