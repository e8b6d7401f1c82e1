import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesMeet, chooseToastPosition, needsReservedStrip, reservedPlace, toastPlaces, toastTopOffset, TOAST_TOP_OFFSET_PX, TOAST_WIDTH_PX, type Box } from './toast-place';

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

describe('toastPlaces', () => {
  it('offers six 320 px places on a desktop, top centre first, just below the header', () => {
    const places = toastPlaces(desktop, 60);
    expect(places.map((place) => place.position)).toEqual(['top-center', 'bottom-center', 'top-right', 'bottom-right', 'top-left', 'bottom-left']);
    expect(places[0]?.box).toEqual({ top: TOAST_TOP_OFFSET_PX, left: (1366 - TOAST_WIDTH_PX) / 2, width: TOAST_WIDTH_PX, height: 60 });
    expect(places[3]?.box).toEqual({ top: 900 - 16 - 60, left: 1366 - 16 - TOAST_WIDTH_PX, width: TOAST_WIDTH_PX, height: 60 });
  });

  it('offers the full width at the top or the bottom on a phone', () => {
    const places = toastPlaces(phone, 60);
    expect(places.map((place) => place.position)).toEqual(['top-center', 'bottom-center']);
    expect(places.every((place) => place.box.left === 16 && place.box.width === 390 - 32)).toBe(true);
  });
});

describe('chooseToastPosition', () => {
  const places = toastPlaces(desktop, 60);
  const under = (position: string): Box => {
    const box = places.find((place) => place.position === position)?.box;
    if (!box) throw new Error(position);
    return { top: box.top + 10, left: box.left + 10, width: 20, height: 20 };
  };

  it('keeps the current place while it is clear', () => {
    expect(chooseToastPosition(places, [under('top-center')], 'bottom-right')).toBe('bottom-right');
  });

  it('moves to the first clear place when the current one covers a control', () => {
    expect(chooseToastPosition(places, [under('top-center')], 'top-center')).toBe('bottom-center');
    expect(chooseToastPosition(places, [under('top-center'), under('bottom-center')], 'top-center')).toBe('top-right');
  });

  it('leaves a heading readable where a place clear of controls allows it, never covering a control for it', () => {
    expect(chooseToastPosition(places, [], 'top-center', [under('top-center')])).toBe('bottom-center');
    // Every place clear of headings covers a control: the heading gives way, the control does not.
    const controls = places.filter((place) => place.position !== 'top-center').map((place) => under(place.position));
    expect(chooseToastPosition(places, controls, 'bottom-left', [under('top-center')])).toBe('top-center');
    // A current place clear of both stays.
    expect(chooseToastPosition(places, [under('top-center')], 'top-right', [under('bottom-center')])).toBe('top-right');
  });

  it('stays put when no place is clear (a move restarts the timer of the toast)', () => {
    const everywhere = places.map((place) => under(place.position));
    expect(chooseToastPosition(places, everywhere, 'bottom-left')).toBe('bottom-left');
  });

  it('settles: choosing again with the same controls keeps the place (property)', () => {
    const box = fc.record({ top: fc.integer({ min: -50, max: 950 }), left: fc.integer({ min: -50, max: 1400 }), width: fc.integer({ min: 1, max: 400 }), height: fc.integer({ min: 1, max: 200 }) });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 40 }), fc.constantFrom(...places.map((place) => place.position)), (controls, current) => {
        const once = chooseToastPosition(places, controls, current);
        expect(chooseToastPosition(places, controls, once)).toBe(once);
      }),
    );
  });

  it('chooses a clear place whenever there is one (property)', () => {
    const box = fc.record({ top: fc.integer({ min: -50, max: 950 }), left: fc.integer({ min: -50, max: 1400 }), width: fc.integer({ min: 1, max: 400 }), height: fc.integer({ min: 1, max: 200 }) });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 40 }), fc.constantFrom(...places.map((place) => place.position)), (controls, current) => {
        const chosen = places.find((place) => place.position === chooseToastPosition(places, controls, current));
        const anyClear = places.some((place) => controls.every((control) => !boxesMeet(place.box, control)));
        const chosenClear = controls.every((control) => chosen && !boxesMeet(chosen.box, control));
        expect(chosenClear).toBe(anyClear);
      }),
    );
  });
});

describe('the strip a phone reserves for its toasts', () => {
  const phone = toastPlaces({ width: 390, height: 844 }, 80);
  const heading: Box = { top: 80, left: 16, width: 300, height: 36 };
  const button: Box = { top: 780, left: 16, width: 358, height: 40 };

  it('is taken only when neither the top nor the bottom is clear of headings and controls', () => {
    expect(needsReservedStrip(phone, [], [], null)).toBe(false);
    expect(needsReservedStrip(phone, [button], [], null)).toBe(false);
    expect(needsReservedStrip(phone, [], [heading], null)).toBe(false);
    expect(needsReservedStrip(phone, [button], [heading], null)).toBe(true);
  });

  it('is kept while the toasts show, so the page does not jump back and forth', () => {
    const strip = reservedPlace(300, 390, 80);
    expect(needsReservedStrip(phone, [], [], strip)).toBe(true);
    expect(strip).toEqual({ position: 'top-center', box: { top: 300, left: 16, width: 358, height: 80 }, reserved: true });
  });
});

describe('toastTopOffset', () => {
  it('starts the top places below a header of two rows, and at the one-row line otherwise', () => {
    expect(toastTopOffset(null)).toBe(TOAST_TOP_OFFSET_PX);
    expect(toastTopOffset(64)).toBe(TOAST_TOP_OFFSET_PX);
    expect(toastTopOffset(-40)).toBe(TOAST_TOP_OFFSET_PX);
    expect(toastTopOffset(111.5)).toBe(120);
    expect(toastPlaces({ width: 1366, height: 900 }, 60, toastTopOffset(111.5))[0]?.box.top).toBe(120);
  });
});
