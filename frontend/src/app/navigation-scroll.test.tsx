import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigationScroll } from './navigation-scroll';

/** A lazy page on a slow phone: its heading comes `afterMs` after the navigation. */
function SlowPage({ afterMs }: { afterMs: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return <main>{ready ? <h1>Contact Us</h1> : <p>Loading…</p>}</main>;
}

function App() {
  useNavigationScroll();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <main>
            <h1>Servers</h1>
            <Link to="/contact">Contact Us</Link>
          </main>
        }
      />
      <Route path="/contact" element={<SlowPage afterMs={8000} />} />
    </Routes>
  );
}

describe('a new page’s heading', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gets the focus when it arrives, however long the page took to load', async () => {
    render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    const heading = screen.getByRole('heading', { name: 'Contact Us', level: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(heading).toHaveFocus();
  });
});
