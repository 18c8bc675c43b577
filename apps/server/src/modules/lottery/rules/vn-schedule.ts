import type { VnRegion, VnStructure } from '@portal/contracts/lottery';

/**
 * The Vietnamese regional lottery (xổ số kiến thiết): the North draws once a day at 18:15,
 * the Centre at 17:15 and the South at 16:15 (Asia/Ho_Chi_Minh), each southern and central
 * province on its fixed weekdays. Weekdays are 0 Sunday … 6 Saturday.
 */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const regionDrawTime: Record<VnRegion, { hour: number; minute: number }> = {
  north: { hour: 18, minute: 15 },
  centre: { hour: 17, minute: 15 },
  south: { hour: 16, minute: 15 },
};

export const regionStructure: Record<VnRegion, VnStructure> = {
  north: 'north',
  centre: 'south',
  south: 'south',
};

export type Province = { code: string; name: string; region: VnRegion; days: number[] };

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** One northern draw a day; the host city rotates by weekday (shown in its name). */
export const northHosts: Record<number, string> = {
  0: 'Thái Bình',
  1: 'Hà Nội',
  2: 'Quảng Ninh',
  3: 'Bắc Ninh',
  4: 'Hà Nội',
  5: 'Hải Phòng',
  6: 'Nam Định',
};

export const provinces: Province[] = [
  { code: 'MB', name: 'Miền Bắc', region: 'north', days: ALL_DAYS },
  // Centre, 17:15
  { code: 'TTH', name: 'Thừa Thiên Huế', region: 'centre', days: [1, 0] },
  { code: 'PY', name: 'Phú Yên', region: 'centre', days: [1] },
  { code: 'DLK', name: 'Đắk Lắk', region: 'centre', days: [2] },
  { code: 'QNM', name: 'Quảng Nam', region: 'centre', days: [2] },
  { code: 'DNG', name: 'Đà Nẵng', region: 'centre', days: [3, 6] },
  { code: 'KH', name: 'Khánh Hòa', region: 'centre', days: [3, 0] },
  { code: 'BDI', name: 'Bình Định', region: 'centre', days: [4] },
  { code: 'QT', name: 'Quảng Trị', region: 'centre', days: [4] },
  { code: 'QB', name: 'Quảng Bình', region: 'centre', days: [4] },
  { code: 'GL', name: 'Gia Lai', region: 'centre', days: [5] },
  { code: 'NT', name: 'Ninh Thuận', region: 'centre', days: [5] },
  { code: 'QNG', name: 'Quảng Ngãi', region: 'centre', days: [6] },
  { code: 'DNO', name: 'Đắk Nông', region: 'centre', days: [6] },
  { code: 'KT', name: 'Kon Tum', region: 'centre', days: [0] },
  // South, 16:15
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'south', days: [1, 6] },
  { code: 'DT', name: 'Đồng Tháp', region: 'south', days: [1] },
  { code: 'CM', name: 'Cà Mau', region: 'south', days: [1] },
  { code: 'BTR', name: 'Bến Tre', region: 'south', days: [2] },
  { code: 'VT', name: 'Vũng Tàu', region: 'south', days: [2] },
  { code: 'BL', name: 'Bạc Liêu', region: 'south', days: [2] },
  { code: 'DN', name: 'Đồng Nai', region: 'south', days: [3] },
  { code: 'CT', name: 'Cần Thơ', region: 'south', days: [3] },
  { code: 'ST', name: 'Sóc Trăng', region: 'south', days: [3] },
  { code: 'TN', name: 'Tây Ninh', region: 'south', days: [4] },
  { code: 'AG', name: 'An Giang', region: 'south', days: [4] },
  { code: 'BTH', name: 'Bình Thuận', region: 'south', days: [4] },
  { code: 'VL', name: 'Vĩnh Long', region: 'south', days: [5] },
  { code: 'BD', name: 'Bình Dương', region: 'south', days: [5] },
  { code: 'TV', name: 'Trà Vinh', region: 'south', days: [5] },
  { code: 'LA', name: 'Long An', region: 'south', days: [6] },
  { code: 'BP', name: 'Bình Phước', region: 'south', days: [6] },
  { code: 'HG', name: 'Hậu Giang', region: 'south', days: [6] },
  { code: 'TG', name: 'Tiền Giang', region: 'south', days: [0] },
  { code: 'KG', name: 'Kiên Giang', region: 'south', days: [0] },
  { code: 'DL', name: 'Đà Lạt', region: 'south', days: [0] },
];

/** The provinces of a region drawing on a weekday, in schedule order. */
export const provincesDrawingOn = (region: VnRegion, weekday: number) =>
  provinces.filter((p) => p.region === region && p.days.includes(weekday));
