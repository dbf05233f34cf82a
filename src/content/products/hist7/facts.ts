import type { ProductFacts } from '../../types';

/** DP360 & CS500 workstation: its maker, models and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'DP360 & CS500',
  values: {
    /** Both instruments' supply. */
    voltage: { from: 100, to: 240, unit: 'V' },
    frequency: { oneOf: [50, 60], unit: 'Hz' },

    /** The DP360 stainer: unpacked. */
    dp360Size: { dims: [1066, 700, 630], unit: 'mm' },
    /** Net, approximately. */
    dp360Weight: { value: 130, unit: 'kg' },
    dp360Power: { value: 1200, unit: 'VA' },
    /** H/E slides an hour, depending on the protocol. */
    dp360Throughput: 360,
    operatingTemperature: { from: 15, to: 40, unit: '°C' },
    stations: 26,
    ovenStations: 1,
    ovenMaximum: { value: 75, unit: '°C' },
    heatingStations: 4,
    heatingMaximum: { value: 38, unit: '°C' },
    washingStations: 4,
    reservoir: { value: 480, tolerance: 20, unit: 'ml' },
    /** Protocols stored, at least; and of them preset. */
    protocols: 100,
    presetProtocols: 2,
    /** Slides a rack. */
    rackSlides: 30,
    /** Racks moved at once, up to. */
    racks: 11,
    /** The robotic arm's vertical speed, up to. */
    armSpeed: { value: 0.76, unit: 'm/s' },
    display: { value: 25, unit: 'cm' },
    /** The display again, in inches: a word in each language. */
    displayInches: 10.4,

    /** The CS500 coverslipper: unpacked. */
    cs500Size: { dims: [660, 770, 640], unit: 'mm' },
    /** Net, approximately. */
    cs500Weight: { value: 90, unit: 'kg' },
    cs500Power: { value: 180, unit: 'VA' },
    /** Slides an hour. */
    cs500Throughput: 360,
    /** Slides in the horizontal output. */
    outputStorage: 90,
    coverslips: 200,
    mountantBottle: { value: 250, unit: 'ml' },
    coverslipSize: { dims: [24, 50], unit: 'mm' },
  },
} as const satisfies ProductFacts;

export default facts;
