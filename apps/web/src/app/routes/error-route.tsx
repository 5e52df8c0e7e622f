// /error: the generic failure page (spec §2 "Top level"). 'Back to the demo' returns to /landing.
// (The configuration reset it also triggers arrives with the settings state.)
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';
import './landing-route.css';

export function ErrorRoute() {
  const navigate = useNavigate();
  return (
    <main className="landing">
      <PageTitle label={paths.error.label} />
      <h1>OOPS! Something went wrong.</h1>
      <p className="landing__lead">
        Apologies, It seems like there is an internal issue. Please try again.
      </p>
      <button
        type="button"
        className="landing__button"
        onClick={() => navigate(paths.landing.path)}
      >
        Back to the demo
      </button>
    </main>
  );
}
