import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { clearError, showError, useErrorBanner } from './error-banner';

afterEach(() => {
  act(() => clearError());
  document.body.innerHTML = '';
});

describe('showError (spec 8)', () => {
  it('shows the server reason', () => {
    const { result } = renderHook(() => useErrorBanner());
    act(() => showError(new ApiError(400, 'API_ERROR_VALIDATION', 'La fecha no es válida')));
    expect(result.current.error).toMatchObject({ code: 'API_ERROR_VALIDATION', reason: 'La fecha no es válida' });
  });

  it('without a reason leaves the text to the standard message', () => {
    const { result } = renderHook(() => useErrorBanner());
    act(() => showError(new Error('boom')));
    expect(result.current.error).toMatchObject({ reason: null });
  });

  it('out of stock with an alternative offer is not bannered (it has its own dialog)', () => {
    const { result } = renderHook(() => useErrorBanner());
    act(() =>
      showError(new ApiError(409, 'API_ERROR_RESERVATION_OUT_OF_STOCK', 'x', { alternative_offer: { name: 'P' } })),
    );
    expect(result.current.error).toBeNull();
  });

  it('out of stock without an alternative (`alternative_offer: null`) shows the reason', () => {
    const { result } = renderHook(() => useErrorBanner());
    act(() => showError(new ApiError(409, 'API_ERROR_RESERVATION_OUT_OF_STOCK', 'No quedan plazas', { alternative_offer: null })));
    expect(result.current.error).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', reason: 'No quedan plazas' });
  });

  it('a cancelled reservation is not reported', () => {
    const { result } = renderHook(() => useErrorBanner());
    act(() => showError(new ApiError(409, 'API_ERROR_RESERVATION_IS_CANCELLED', 'x')));
    expect(result.current.error).toBeNull();
  });

  it('no banner while a dialog is open', () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    const { result } = renderHook(() => useErrorBanner());
    act(() => showError(new ApiError(500, 'API_ERROR_INTERNAL', 'x')));
    expect(result.current.error).toBeNull();
  });
});
