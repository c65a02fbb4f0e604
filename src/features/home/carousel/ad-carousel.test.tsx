import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../../../contract/calls/content';
import { renderHome } from '../testing/render-home';
import { AdCarousel } from './ad-carousel';
import { CAROUSEL_INTERVAL_MS } from './use-carousel';

// The slides' links navigate through the router; these tests are about the carousel alone.
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const ads: Ad[] = ['Spring sale', 'New route to Bangkok', 'Member week'].map((title, index) => ({
  id: `ad-${index}`,
  title,
  imageUrl: `/ads/${index}.svg`,
  alt: `${title} banner`,
  link: `/serve/webView/topic-${index}`,
}));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const shownSlide = () => screen.getByRole('group');
const shownImage = () => screen.getByRole('img');

beforeEach(() => stubReducedMotion(false));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdCarousel', () => {
  it('exposes one labelled slide at a time, the first image eager with its size, the others lazy', () => {
    const { container } = renderHome(<AdCarousel ads={ads} locale="en" />, 'en');
    expect(screen.getByRole('region', { name: 'Featured offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(shownImage().closest('a')).toHaveAttribute('href', '/en/serve/webView/topic-0');
  });

  it('moves with previous, next and the slide pickers, wrapping around', () => {
    renderHome(<AdCarousel ads={ads} locale="zhCn" />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownSlide()).toHaveAccessibleName('第3张，共3张');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownImage()).toHaveAccessibleName('Spring sale banner');
    fireEvent.click(screen.getByRole('button', { name: '显示第2张：New route to Bangkok' }));
    expect(shownImage()).toHaveAccessibleName('New route to Bangkok banner');
    expect(screen.getByRole('button', { name: /显示第2张/ })).toHaveAttribute('aria-current', 'true');
  });

  it('advances by itself until paused', () => {
    vi.useFakeTimers();
    renderHome(<AdCarousel ads={ads} locale="en" />, 'en');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('holds still while the pointer is on it', () => {
    vi.useFakeTimers();
    renderHome(<AdCarousel ads={ads} locale="en" />, 'en');
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('does not advance by itself when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderHome(<AdCarousel ads={ads} locale="en" />, 'en');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
