// What the site uses of React Router, provided to the share scope under the name `react-router-dom` (a singleton,
// architecture §3). A shared module is never tree-shaken, because no build knows what another build will import
// from it: sharing the whole package put all of React Router in every first load (data routers, server handlers,
// cookies and sessions, React Server Components: 60 KB gzip). Sharing this module instead ships only what these
// names need. The linter allows only these names from 'react-router-dom' (eslint.config.mjs reads this list), so a
// name the site starts to use is added here first, or the build would provide undefined for it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
