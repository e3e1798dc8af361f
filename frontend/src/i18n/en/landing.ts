/** Texts of the landing page (English: the specifications' exact texts). */
export const landing = {
  hero: {
    badge: 'KVM & game servers, priced in ETB',
    titleLead: 'Fast, reliable servers for Ethiopia,',
    titleHighlight: 'live in minutes',
    /** `price` is startingPrice, shown in bold; `hours` the shop's support hours (16/7, SUPPORT_HOURS). */
    intro: 'Instant setup, {hours} support, 99.9% uptime and fast SSD storage, starting at {price}.',
    startingPrice: '1500 ETB/month',
    highlights: {
      instantSetup: 'Instant setup',
      support: '{hours} support',
      uptime: '99.9% uptime',
      storage: 'SSD storage',
    },
    deploy: 'Deploy Server Now',
    browseGames: 'Browse Game Servers',
  },
  console: {
    created: 'KVM instance created',
    installed: 'Ubuntu 24.04 installed',
    addressAssigned: 'IPv4 address assigned',
    running: 'SSH ready, server running',
    uptime: 'Uptime SLA',
  },
  featured: {
    eyebrow: '2025 sale',
    title: 'Featured server configurations',
    description:
      'Popular KVM plans from our 2025 sale, with dedicated cores, SSD storage and generous monthly traffic.',
    loading: 'Loading featured servers…',
    more: 'Need more power or an IPv6-only plan?',
    compareAll: 'Compare all servers',
    emptyTitle: 'Featured plans are not available right now',
    emptyText: 'Every line and plan is on the servers page.',
    viewAll: 'View all servers',
  },
  serverCard: {
    mostPopular: 'Most Popular',
    cores: '{count, plural, one {# CPU core} other {# CPU cores}}',
    memory: '{size} RAM',
    disk: '{size} SSD',
    traffic: '{amount} traffic',
    configure: 'Configure Server',
  },
  solutions: {
    eyebrow: 'Solutions',
    title: 'Hosting for every project',
    description:
      'From a first website to a busy game world, pick the platform that fits and scale when you grow.',
    kvm: {
      title: 'KVM Servers',
      text: 'Virtual servers with dedicated resources, full root access and your choice of Linux or Windows, in four lines from best-value to high-frequency Ryzen.',
      cta: 'Explore KVM servers',
    },
    games: {
      title: 'Game Servers',
      text: 'Minecraft, Rust, Valheim and more, priced per player slot or per GB of memory, with the version you want preinstalled.',
      cta: 'Browse game servers',
    },
    custom: {
      title: 'Custom Solutions',
      text: 'More cores, more addresses or a setup of your own? Tell us what you need and we will build and price it for you.',
      cta: 'Talk to our team',
    },
    stats: {
      setupValue: '< 60 min',
      setupLabel: 'Setup time, from payment to a running server',
      uptimeValue: '99.9%',
      uptimeLabel: 'Uptime SLA on every server',
      usersValue: '10+',
      usersLabel: 'Users already hosting with us',
    },
  },
  games: {
    eyebrow: 'Game servers',
    title: 'Popular games',
    description:
      'Spin up a server for your friends or your whole community, priced per player slot or per GB of memory.',
    loading: 'Loading popular games…',
    seeAll: 'See all games',
    emptyTitle: 'Game servers are coming soon',
    emptyText: 'Our game server offers are being prepared. Check back soon.',
  },
  gameCard: {
    /**
     * The spec's 'From {price}/GB or slot/m', written out for the game's own unit (issue 35: a
     * customer reads "ETB per GB per month" or "ETB per slot per month", never "ETB/GB or slot/m").
     */
    from: '{type, select, slots {From {price} per slot per month} other {From {price} per GB per month}}',
  },
  closing: {
    eyebrow: 'Ready when you are',
    title: 'Launch your server today',
    description:
      'Set up in under 60 minutes, pay in ETB by CBE or telebirr, and reach our team {hours} if you need a hand.',
    viewPlans: 'View server plans',
    contactSales: 'Contact sales',
  },
} as const;
