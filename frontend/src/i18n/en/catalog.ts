/** Texts of the catalog screens (English: the specifications' exact texts). */
export const catalog = {
  /** The KVM lines' tab labels that are words; the others are product names (Intel Xeon, Ryzen). */
  lines: {
    packages: 'Packages',
    ipv6Only: 'IPv6 Only',
  },
  gameLabels: {
    memory: 'Memory',
    slot: 'Slot',
    slotRange: '{min} – {max, plural, one {# slot} other {# slots}}',
  },
  gamesPage: {
    eyebrow: 'Multiplayer hosting',
    title: 'Game Servers',
    subtitle: 'Low-latency servers for the games your community plays, billed monthly in ETB.',
    searchLabel: 'Search games',
    searchPlaceholder: 'Search for a game...',
    count: '{count, plural, one {# game} other {# games}}',
    listLabel: 'Games',
    noMatch: 'No games found matching "{term}"',
    noMatchText: 'Check the spelling or try a shorter name.',
    clearSearch: 'Clear search',
    empty: 'No games available',
    emptyText: 'Game server offers are being prepared. Check back soon.',
    loading: 'Loading games…',
  },
  gameCard: {
    artwork: '{name} artwork',
    from: 'From <price></price>',
  },
  serversPage: {
    eyebrow: 'VPS Hosting',
    title: 'KVM Virtual Servers',
    subtitle:
      'Dedicated cores, SSD storage and full root access. Pick a line, choose a plan, and configure it in minutes.',
    linesLabel: 'Server lines',
    searchLabel: 'Search servers',
    searchPlaceholder: 'Search servers...',
    blurbs: {
      packages: 'Our best-value plans of the year, on Intel Xeon Gold processors.',
      ipv6Only: 'IPv6-only networking on Intel Xeon Gold processors, for modern stacks.',
      intelXeon: 'Dependable Intel Xeon servers for business workloads.',
      ryzen: 'High-frequency AMD Ryzen cores for demanding applications.',
    },
  },
  serverList: {
    caption: '{line} servers',
    noMatch: 'No servers found matching "{term}"',
    noMatchText: 'Try another plan name, or look in another line.',
    empty: 'No servers available',
    emptyText: 'This line has no plans on sale right now. Have a look at the other lines.',
    loading: 'Loading servers…',
  },
  serverTable: {
    server: 'Server',
    cpu: 'CPU',
    cores: 'Cores',
    ram: 'RAM',
    storage: 'Storage',
    bandwidth: 'Bandwidth',
    price: 'Price',
    actions: 'Actions',
    configure: 'Configure',
    cpuPrefix: 'CPU: ',
  },
} as const;
