import { icon } from './icon-svg'

export type { SiteIcon } from './icon-svg'

/*
 * The public site's icons: lucide's drawings (lucide-react 1.75.0, ISC license) as plain SVG.
 * lucide-react's Icon is a 'use client' module, so each icon a server component rendered was a
 * client reference: lucide's runtime in every page's JavaScript and one more component to
 * hydrate per icon. These render to markup only. ESLint keeps lucide-react out of public code.
 * To add one, copy its nodes from node_modules/lucide-react/dist/esm/icons/<name>.mjs. Each is
 * marked pure, so a client component importing one icon bundles that one, not the file.
 */

export const ArrowRight = /* @__PURE__ */ icon([
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
])
export const BadgeCheck = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    },
  ],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
])
export const Bot = /* @__PURE__ */ icon([
  ['path', { d: 'M12 8V4H8' }],
  ['rect', { width: '16', height: '12', x: '4', y: '8', rx: '2' }],
  ['path', { d: 'M2 14h2' }],
  ['path', { d: 'M20 14h2' }],
  ['path', { d: 'M15 13v2' }],
  ['path', { d: 'M9 13v2' }],
])
export const Briefcase = /* @__PURE__ */ icon([
  ['path', { d: 'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16' }],
  ['rect', { width: '20', height: '14', x: '2', y: '6', rx: '2' }],
])
export const Building2 = /* @__PURE__ */ icon([
  ['path', { d: 'M10 12h4' }],
  ['path', { d: 'M10 8h4' }],
  ['path', { d: 'M14 21v-3a2 2 0 0 0-4 0v3' }],
  ['path', { d: 'M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2' }],
  ['path', { d: 'M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16' }],
])
export const Calculator = /* @__PURE__ */ icon([
  ['rect', { width: '16', height: '20', x: '4', y: '2', rx: '2' }],
  ['line', { x1: '8', x2: '16', y1: '6', y2: '6' }],
  ['line', { x1: '16', x2: '16', y1: '14', y2: '18' }],
  ['path', { d: 'M16 10h.01' }],
  ['path', { d: 'M12 10h.01' }],
  ['path', { d: 'M8 10h.01' }],
  ['path', { d: 'M12 14h.01' }],
  ['path', { d: 'M8 14h.01' }],
  ['path', { d: 'M12 18h.01' }],
  ['path', { d: 'M8 18h.01' }],
])
export const CalendarClock = /* @__PURE__ */ icon([
  ['path', { d: 'M16 14v2.2l1.6 1' }],
  ['path', { d: 'M16 2v3' }],
  ['path', { d: 'M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338' }],
  ['path', { d: 'M3 9h5.859' }],
  ['path', { d: 'M8 2v3' }],
  ['circle', { cx: '16', cy: '16', r: '6' }],
])
export const ChartNoAxesCombined = /* @__PURE__ */ icon([
  ['path', { d: 'M12 16v5' }],
  ['path', { d: 'M16 14.639V21' }],
  ['path', { d: 'M20 10.656V21' }],
  ['path', { d: 'm22 3-8.646 8.646a.5.5 0 0 1-.708 0L9.354 8.354a.5.5 0 0 0-.707 0L2 15' }],
  ['path', { d: 'M4 18.463V21' }],
  ['path', { d: 'M8 14.656V21' }],
])
export const Check = /* @__PURE__ */ icon([['path', { d: 'M20 6 9 17l-5-5' }]])
export const CheckCircle2 = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
])
export const ChevronDown = /* @__PURE__ */ icon([['path', { d: 'm6 9 6 6 6-6' }]])
export const CircleAlert = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
])
export const CircleCheck = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
])
export const ClipboardList = /* @__PURE__ */ icon([
  ['rect', { width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1' }],
  ['path', { d: 'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2' }],
  ['path', { d: 'M12 11h4' }],
  ['path', { d: 'M12 16h4' }],
  ['path', { d: 'M8 11h.01' }],
  ['path', { d: 'M8 16h.01' }],
])
export const Clock = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
])
export const ExternalLink = /* @__PURE__ */ icon([
  ['path', { d: 'M15 3h6v6' }],
  ['path', { d: 'M10 14 21 3' }],
  ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
])
export const Flag = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528',
    },
  ],
])
export const Handshake = /* @__PURE__ */ icon([
  ['path', { d: 'm11 17 2 2a1 1 0 1 0 3-3' }],
  [
    'path',
    {
      d: 'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4',
    },
  ],
  ['path', { d: 'm21 3 1 11h-2' }],
  ['path', { d: 'M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3' }],
  ['path', { d: 'M3 4h8' }],
])
export const Mail = /* @__PURE__ */ icon([
  ['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
])
export const MapPin = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    },
  ],
  ['circle', { cx: '12', cy: '10', r: '3' }],
])
export const MessageCircle = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
    },
  ],
])
export const Megaphone = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
    },
  ],
  ['path', { d: 'M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14' }],
  ['path', { d: 'M8 6v8' }],
])
export const Navigation = /* @__PURE__ */ icon([
  ['polygon', { points: '3 11 22 2 13 21 11 13 3 11' }],
])
export const PiggyBank = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M11 17h3v2a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1v-3a3.16 3.16 0 0 0 2-2h1a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1h-1a5 5 0 0 0-2-4V3a4 4 0 0 0-3.2 1.6l-.3.4H11a6 6 0 0 0-6 6v1a5 5 0 0 0 2 4v3a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1z',
    },
  ],
  ['path', { d: 'M16 10h.01' }],
  ['path', { d: 'M2 8v1a2 2 0 0 0 2 2h1' }],
])
export const Printer = /* @__PURE__ */ icon([
  ['path', { d: 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2' }],
  ['path', { d: 'M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6' }],
  ['rect', { x: '6', y: '14', width: '12', height: '8', rx: '1' }],
])
export const Quote = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    },
  ],
  [
    'path',
    {
      d: 'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    },
  ],
])
export const Route = /* @__PURE__ */ icon([
  ['path', { d: 'M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15' }],
  ['circle', { cx: '18', cy: '19', r: '3' }],
  ['circle', { cx: '6', cy: '5', r: '3' }],
])
export const ShieldCheck = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    },
  ],
  ['path', { d: 'm9 12 2 2 4-4' }],
])
export const ShoppingBag = /* @__PURE__ */ icon([
  ['path', { d: 'M16 10a4 4 0 0 1-8 0' }],
  ['path', { d: 'M3.103 6.034h17.794' }],
  [
    'path',
    {
      d: 'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
    },
  ],
])
export const ShoppingCart = /* @__PURE__ */ icon([
  ['path', { d: 'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18' }],
  ['path', { d: 'M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25' }],
  ['circle', { cx: '18', cy: '20', r: '2' }],
  ['circle', { cx: '8', cy: '20', r: '2' }],
])
export const Sparkles = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z',
    },
  ],
  ['path', { d: 'M20 2v4' }],
  ['path', { d: 'M22 4h-4' }],
  ['circle', { cx: '4', cy: '20', r: '2' }],
])
export const Split = /* @__PURE__ */ icon([
  ['path', { d: 'M16 3h5v5' }],
  ['path', { d: 'M8 3H3v5' }],
  ['path', { d: 'M12 22v-8.3a4 4 0 0 0-1.172-2.872L3 3' }],
  ['path', { d: 'm15 9 6-6' }],
])
export const Store = /* @__PURE__ */ icon([
  ['path', { d: 'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5' }],
  [
    'path',
    {
      d: 'M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244',
    },
  ],
  ['path', { d: 'M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05' }],
])
export const Target = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['circle', { cx: '12', cy: '12', r: '6' }],
  ['circle', { cx: '12', cy: '12', r: '2' }],
])
export const Timer = /* @__PURE__ */ icon([
  ['line', { x1: '10', x2: '14', y1: '2', y2: '2' }],
  ['line', { x1: '12', x2: '15', y1: '14', y2: '11' }],
  ['circle', { cx: '12', cy: '14', r: '8' }],
])
export const TrafficCone = /* @__PURE__ */ icon([
  ['path', { d: 'M16.05 10.966a5 2.5 0 0 1-8.1 0' }],
  [
    'path',
    {
      d: 'm16.923 14.049 4.48 2.04a1 1 0 0 1 .001 1.831l-8.574 3.9a2 2 0 0 1-1.66 0l-8.574-3.91a1 1 0 0 1 0-1.83l4.484-2.04',
    },
  ],
  ['path', { d: 'M16.949 14.14a5 2.5 0 1 1-9.9 0L10.063 3.5a2 2 0 0 1 3.874 0z' }],
  ['path', { d: 'M9.194 6.57a5 2.5 0 0 0 5.61 0' }],
])
export const TrendingUp = /* @__PURE__ */ icon([
  ['path', { d: 'M16 7h6v6' }],
  ['path', { d: 'm22 7-8.5 8.5-5-5L2 17' }],
])
export const Users = /* @__PURE__ */ icon([
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
])
export const Wallet = /* @__PURE__ */ icon([
  [
    'path',
    {
      d: 'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
    },
  ],
  ['path', { d: 'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4' }],
])
export const X = /* @__PURE__ */ icon([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])
export const UserRound = /* @__PURE__ */ icon([
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
])
export const ChevronRight = /* @__PURE__ */ icon([['path', { d: 'm9 18 6-6-6-6' }]])
export const CalendarDays = /* @__PURE__ */ icon([
  ['path', { d: 'M8 2v3' }],
  ['path', { d: 'M16 2v3' }],
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }],
  ['path', { d: 'M3 9h18' }],
  ['path', { d: 'M8 13h.01' }],
  ['path', { d: 'M12 13h.01' }],
  ['path', { d: 'M16 13h.01' }],
  ['path', { d: 'M8 17h.01' }],
  ['path', { d: 'M12 17h.01' }],
  ['path', { d: 'M16 17h.01' }],
])
