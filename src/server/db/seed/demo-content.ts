import type {
  DemoBlogCategory,
  DemoBlogPost,
  DemoCategory,
  DemoChatEntry,
  DemoTeamMember,
  DemoTestimonial,
} from './demo-content-types';

/** Believable demo content for the company: catalogue, blog, testimonials, team and the chat knowledge base. */

export const demoCategories: DemoCategory[] = [
  {
    name: 'Aquamart',
    subCategories: [
      {
        name: 'Fish Seed',
        products: [
          {
            name: 'Rohu Fingerlings (1000 pcs)',
            description:
              'Healthy Labeo rohita fingerlings of 50 to 75 mm, raised in our Assam nursery ponds and packed with oxygen for transport.',
            price: 1800,
            discountAmount: 200,
            discountPercentage: null,
            features: ['50-75 mm size', 'Oxygen-packed bags', 'Disease screened', 'Stocking guide included'],
            image: '/images/products/fish-seed.svg',
            tax: { hsn: '030193', gst: 'nil', unit: 'NOS' },
          },
          {
            name: 'Catla Fingerlings (1000 pcs)',
            description: 'Fast-growing Catla catla fingerlings for the surface feeding layer of a composite carp pond.',
            price: 2000,
            discountAmount: null,
            discountPercentage: null,
            features: ['50-75 mm size', 'Surface feeder', 'Nursery reared', 'Same-week dispatch'],
            image: '/images/products/fish-seed.svg',
            tax: { hsn: '030193', gst: 'nil', unit: 'NOS' },
          },
          {
            name: 'Mrigal Fingerlings (1000 pcs)',
            description: 'Bottom-feeding Cirrhinus mrigala fingerlings that complete a three-species carp polyculture.',
            price: 1600,
            discountAmount: null,
            discountPercentage: 10,
            features: ['40-60 mm size', 'Bottom feeder', 'Hardy in monsoon ponds'],
            image: '/images/products/fish-seed.svg',
            tax: { hsn: '030193', gst: 'nil', unit: 'NOS' },
          },
          {
            name: 'Pabda Fry (500 pcs)',
            description: 'Hatchery-bred Ompok pabda fry, a high-value catfish prized in Assam and Tripura markets.',
            price: 3500,
            discountAmount: null,
            discountPercentage: null,
            features: ['25-35 mm size', 'Hatchery bred', 'High market value', 'Feeding chart included'],
            image: '/images/products/fish-seed.svg',
            tax: { hsn: '030199', gst: 'nil', unit: 'NOS' },
          },
          {
            name: 'Genetically Improved Tilapia Seed (1000 pcs)',
            description: 'All-male GIFT tilapia seed for biofloc and RAS tanks, grown from certified broodstock.',
            price: 2500,
            discountAmount: 250,
            discountPercentage: null,
            features: ['All-male seed', 'For biofloc and RAS', 'Certified broodstock'],
            image: '/images/products/fish-seed.svg',
            tax: { hsn: '030199', gst: 'nil', unit: 'NOS' },
          },
        ],
      },
      {
        name: 'Fish Feed',
        products: [
          {
            name: 'Floating Grower Feed 28% Protein (25 kg)',
            description:
              'Extruded floating pellets for carps in the grow-out stage; you see what the fish eat, so nothing is wasted.',
            price: 1450,
            discountAmount: 100,
            discountPercentage: null,
            features: ['28% crude protein', '3 mm floating pellet', 'Low FCR', '25 kg bag'],
            image: '/images/products/fish-feed.svg',
            tax: { hsn: '230990', gst: 'nil', unit: 'BAG' },
          },
          {
            name: 'Starter Feed Crumble 35% Protein (10 kg)',
            description: 'Fine crumble for fry and fingerlings in nursery ponds during their first weeks.',
            price: 950,
            discountAmount: null,
            discountPercentage: null,
            features: ['35% crude protein', '0.8-1.2 mm crumble', 'Vitamin enriched'],
            image: '/images/products/fish-feed.svg',
            tax: { hsn: '230990', gst: 'nil', unit: 'BAG' },
          },
          {
            name: 'Sinking Catfish Feed 32% Protein (25 kg)',
            description: 'Slow-sinking pellets for pabda, magur and singhi that feed near the bottom.',
            price: 1650,
            discountAmount: null,
            discountPercentage: 8,
            features: ['32% crude protein', 'Slow sinking', '2 mm pellet', '25 kg bag'],
            image: '/images/products/fish-feed.svg',
            tax: { hsn: '230990', gst: 'nil', unit: 'BAG' },
          },
          {
            name: 'Biofloc Carbon Source Mix (5 kg)',
            description:
              'Molasses-based carbon mix that keeps the carbon to nitrogen ratio of a biofloc tank in balance.',
            price: 480,
            discountAmount: null,
            discountPercentage: null,
            features: ['Balances C:N ratio', 'Dissolves quickly', 'Dosing chart included'],
            image: '/images/products/fish-feed.svg',
            tax: { hsn: '230990', gst: 'nil', unit: 'PAC' },
          },
        ],
      },
      {
        name: 'Aqua Medicines',
        products: [
          {
            name: 'Potassium Permanganate Pond Treatment (1 kg)',
            description:
              'A classic disinfectant for ponds and equipment, used against external parasites and bacterial load.',
            price: 420,
            discountAmount: null,
            discountPercentage: null,
            features: ['Pond and equipment disinfectant', 'Dosage card included', '1 kg jar'],
            image: '/images/products/aqua-medicines.svg',
            tax: { hsn: '284161', gst: '18', unit: 'PAC' },
          },
          {
            name: 'Probiotic Water Conditioner (1 L)',
            description: 'Beneficial Bacillus strains that break down sludge and ammonia in the pond bottom.',
            price: 780,
            discountAmount: 80,
            discountPercentage: 15,
            features: ['Bacillus blend', 'Reduces sludge', 'Lowers ammonia', 'Safe for all fish'],
            image: '/images/products/aqua-medicines.svg',
            tax: { hsn: '300490', gst: '5', unit: 'BTL' },
          },
          {
            name: 'Agricultural Lime for Ponds (25 kg)',
            description: 'Calcium carbonate to correct pond pH and alkalinity before stocking and after heavy rain.',
            price: 350,
            discountAmount: null,
            discountPercentage: null,
            features: ['Raises pH and alkalinity', 'Fine powder', '25 kg bag'],
            image: '/images/products/aqua-medicines.svg',
            tax: { hsn: '252210', gst: '5', unit: 'BAG' },
          },
          {
            name: 'Anti-parasite Bath Treatment (500 ml)',
            description:
              'For lice, flukes and other external parasites; use under the guidance of our fish health team.',
            price: 650,
            discountAmount: null,
            discountPercentage: 12,
            features: ['External parasites', 'Bath or pond use', 'Vet guidance available'],
            image: '/images/products/aqua-medicines.svg',
            tax: { hsn: '300490', gst: '5', unit: 'BTL' },
          },
        ],
      },
    ],
  },
  {
    name: 'Aquabase',
    subCategories: [
      {
        name: 'Testing Kits',
        products: [
          {
            name: 'Ammonia Test Kit (100 tests)',
            description:
              'Colour-chart kit that shows total ammonia nitrogen in pond and tank water within five minutes.',
            price: 550,
            discountAmount: 50,
            discountPercentage: null,
            features: ['0-8 mg/L range', '100 tests', 'Colour chart', 'Results in 5 minutes'],
            image: '/images/products/testing-kits.svg',
            tax: { hsn: '382200', gst: '5', unit: 'SET' },
          },
          {
            name: 'Dissolved Oxygen Test Kit (50 tests)',
            description:
              'Titration kit to measure dissolved oxygen at dawn, when it is lowest and fish are most at risk.',
            price: 890,
            discountAmount: null,
            discountPercentage: null,
            features: ['Titration method', '50 tests', 'Accurate to 0.5 mg/L'],
            image: '/images/products/testing-kits.svg',
            tax: { hsn: '382200', gst: '5', unit: 'SET' },
          },
          {
            name: 'pH and Alkalinity Combo Kit',
            description: 'Two kits in one box for the checks every farmer should make each week.',
            price: 720,
            discountAmount: null,
            discountPercentage: 10,
            features: ['pH 4.5-9.0', 'Alkalinity in ppm', '60 tests each'],
            image: '/images/products/testing-kits.svg',
            tax: { hsn: '382200', gst: '5', unit: 'SET' },
          },
          {
            name: 'Nitrite Test Kit (100 tests)',
            description: 'Catches nitrite build-up early in RAS and biofloc systems before fish show stress.',
            price: 520,
            discountAmount: null,
            discountPercentage: null,
            features: ['0-5 mg/L range', '100 tests', 'For RAS and biofloc'],
            image: '/images/products/testing-kits.svg',
            tax: { hsn: '382200', gst: '5', unit: 'SET' },
          },
        ],
      },
      {
        name: 'Maintenance',
        products: [
          {
            name: 'Pond Net Set (drag and scoop)',
            description: 'Knotless nylon drag net with two scoop nets for sampling and harvest.',
            price: 3200,
            discountAmount: 300,
            discountPercentage: null,
            features: ['Knotless nylon', '30 m drag net', 'Two scoop nets', 'UV resistant'],
            image: '/images/products/maintenance.svg',
            tax: { hsn: '560811', gst: '5', unit: 'SET' },
          },
          {
            name: 'Paddle Wheel Aerator Service Kit',
            description: 'Bearings, paddles and seals to keep a 1 HP paddle wheel aerator running through the season.',
            price: 2400,
            discountAmount: null,
            discountPercentage: null,
            features: ['Fits 1 HP aerators', 'Bearings and seals', 'Spare paddles'],
            image: '/images/products/maintenance.svg',
            tax: { hsn: '843390', gst: '18', unit: 'SET' },
          },
          {
            name: 'Tank Cleaning Brush Set',
            description: 'Long-handled soft brushes that clean tank walls and pipes without scratching the liner.',
            price: 650,
            discountAmount: null,
            discountPercentage: null,
            features: ['Soft bristles', 'Extendable handle', 'Pipe brush included'],
            image: '/images/products/maintenance.svg',
            tax: { hsn: '960390', gst: '18', unit: 'SET' },
          },
          {
            name: 'Pond Liner Repair Kit',
            description: 'HDPE patches and adhesive to seal tears in pond and tank liners.',
            price: 980,
            discountAmount: null,
            discountPercentage: null,
            features: ['HDPE patches', 'Waterproof adhesive', 'Works underwater'],
            image: '/images/products/maintenance.svg',
            tax: { hsn: '392690', gst: '18', unit: 'SET' },
          },
        ],
      },
      {
        name: 'RAS Equipment',
        products: [
          {
            name: 'Drum Filter 20 m3/h',
            description:
              'Self-cleaning rotary drum filter that removes solids from recirculating systems up to 20 cubic metres per hour.',
            price: 185000,
            discountAmount: 15000,
            discountPercentage: null,
            features: ['20 m3/h flow', '60 micron screen', 'Automatic backwash', 'Stainless steel frame'],
            image: '/images/products/ras-equipment.svg',
            tax: { hsn: '842121', gst: '18', unit: 'NOS' },
          },
          {
            name: 'Moving Bed Biofilter Media (100 L)',
            description: 'High surface-area media that hosts the bacteria turning ammonia into nitrate.',
            price: 9500,
            discountAmount: null,
            discountPercentage: null,
            features: ['800 m2/m3 surface', 'Food-grade HDPE', '100 L bag'],
            image: '/images/products/ras-equipment.svg',
            tax: { hsn: '392690', gst: '18', unit: 'PAC' },
          },
          {
            name: 'UV Sterilizer 55 W',
            description: 'Kills free-floating pathogens and algae in the return line of a RAS.',
            price: 14500,
            discountAmount: null,
            discountPercentage: 7,
            features: ['55 W lamp', 'Up to 10 m3/h', 'Quartz sleeve', 'Lamp life 9000 h'],
            image: '/images/products/ras-equipment.svg',
            tax: { hsn: '842121', gst: '18', unit: 'NOS' },
          },
          {
            name: 'Digital DO Meter',
            description: 'Handheld optical dissolved oxygen meter with temperature probe for tanks and ponds.',
            price: 21000,
            discountAmount: null,
            discountPercentage: null,
            features: ['Optical sensor', '0-20 mg/L', 'Temperature probe', 'Rechargeable'],
            image: '/images/products/ras-equipment.svg',
            tax: { hsn: '902780', gst: '18', unit: 'NOS' },
          },
          {
            name: 'Ring Blower 1 HP',
            description: 'Quiet regenerative blower that supplies air stones across a RAS or hatchery.',
            price: 16500,
            discountAmount: null,
            discountPercentage: null,
            features: ['1 HP motor', 'Continuous duty', 'Low noise', 'Single phase'],
            image: '/images/products/ras-equipment.svg',
            tax: { hsn: '841459', gst: '18', unit: 'NOS' },
          },
        ],
      },
    ],
  },
  {
    name: 'Fishwaale Mart',
    subCategories: [
      {
        name: 'Fresh Fish',
        products: [
          {
            name: 'Fresh Rohu (per kg)',
            description: 'Pond-fresh rohu from partner farms in Nagaon, cleaned on request and delivered on ice.',
            price: 260,
            discountAmount: null,
            discountPercentage: null,
            features: ['1-2 kg fish', 'Cleaned on request', 'Delivered on ice'],
            image: '/images/products/fresh-fish.svg',
            tax: { hsn: '030273', gst: 'nil', unit: 'KGS' },
          },
          {
            name: 'Fresh Pabda (per kg)',
            description: 'Small, tender pabda, a favourite for mustard curries, harvested the morning of delivery.',
            price: 580,
            discountAmount: 40,
            discountPercentage: null,
            features: ['Same-morning harvest', 'Cold chain', 'Guwahati delivery'],
            image: '/images/products/fresh-fish.svg',
            tax: { hsn: '030289', gst: 'nil', unit: 'KGS' },
          },
          {
            name: 'Fresh Catla (per kg)',
            description: 'Large catla from composite ponds, cut to order for homes and restaurants.',
            price: 280,
            discountAmount: null,
            discountPercentage: 5,
            features: ['2-4 kg fish', 'Cut to order', 'Delivered on ice'],
            image: '/images/products/fresh-fish.svg',
            tax: { hsn: '030273', gst: 'nil', unit: 'KGS' },
          },
          {
            name: 'Fresh Tilapia (per kg)',
            description: 'Clean-tasting tilapia grown in our recirculating farm, free of muddy flavour.',
            price: 220,
            discountAmount: null,
            discountPercentage: null,
            features: ['RAS grown', 'No muddy taste', 'Whole or fillet'],
            image: '/images/products/fresh-fish.svg',
            tax: { hsn: '030271', gst: 'nil', unit: 'KGS' },
          },
        ],
      },
      {
        name: 'Dry Fish',
        products: [
          {
            name: 'Sun-dried Bombay Duck (500 g)',
            description: 'Hygienically sun-dried and packed, with no added colour.',
            price: 340,
            discountAmount: null,
            discountPercentage: null,
            features: ['Sun-dried', 'No added colour', 'Resealable pack'],
            image: '/images/products/dry-fish.svg',
            tax: { hsn: '030559', gst: '5', unit: 'PAC' },
          },
          {
            name: 'Dried Small Fish Mix (500 g)',
            description: 'Mixed small river fish, dried the traditional way for north-east kitchens.',
            price: 290,
            discountAmount: 30,
            discountPercentage: null,
            features: ['Traditional drying', 'Cleaned and sorted', '500 g pack'],
            image: '/images/products/dry-fish.svg',
            tax: { hsn: '030559', gst: '5', unit: 'PAC' },
          },
          {
            name: 'Fermented Fish Paste (250 g)',
            description: 'Small-batch fermented fish paste made with care for chutneys and curries.',
            price: 260,
            discountAmount: null,
            discountPercentage: null,
            features: ['Small batch', 'No preservatives', 'Glass jar'],
            image: '/images/products/dry-fish.svg',
            tax: { hsn: '160420', gst: '5', unit: 'PAC' },
          },
          {
            name: 'Dried Ribbon Fish (500 g)',
            description: 'Sun-dried ribbon fish, cleaned and cut into easy pieces for fries and chutneys.',
            price: 360,
            discountAmount: null,
            discountPercentage: null,
            features: ['Cleaned and cut', 'Sun-dried', 'Low salt', '500 g pack'],
            image: '/images/products/dry-fish.svg',
            tax: { hsn: '030559', gst: '5', unit: 'PAC' },
          },
        ],
      },
    ],
  },
];

export const demoBlogCategories: DemoBlogCategory[] = [
  { name: 'Fish Farming', description: 'Practical pond, biofloc and RAS know-how for farmers in the north-east.' },
  { name: 'Water Quality', description: 'Testing, reading and fixing the water your fish live in.' },
  { name: 'Company News', description: 'New labs, services and events from our team.' },
];

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'Monsoon pond care: five checks before the heavy rain',
    excerpt: 'Heavy rain changes pond water within hours. These five checks keep fish safe through the Assam monsoon.',
    content:
      '<p>Every monsoon we get calls from farmers who lost fish overnight after a heavy downpour. Most losses can be prevented with a few checks made before the rain arrives.</p><h2>1. Strengthen the bunds</h2><p>Walk the pond bunds and repair cracks and rat holes. An overflowing pond carries your fish into the neighbour\'s field.</p><h2>2. Fit overflow screens</h2><p>A simple mesh screen on the outlet keeps stock in and wild fish out.</p><h2>3. Keep lime ready</h2><p>Rain water is acidic. Keep <strong>agricultural lime</strong> at hand to correct pH after heavy rain; test first with a <a href="/products/testing-kits">pH kit</a>.</p><h2>4. Watch oxygen at dawn</h2><p>Cloudy days mean less photosynthesis and low oxygen at dawn. Run aerators in the early morning hours.</p><h2>5. Feed less on cloudy days</h2><p>Fish eat less when oxygen is low. Cut the ration by a third and watch how much is left.</p><p>Need help planning for the season? <a href="/contact">Talk to our consultants</a>.</p>',
    author: 'Admin',
    status: 'published',
    category: 'Water Quality',
    tags: ['monsoon', 'pond management', 'aeration'],
    image: '/images/blog/pond.svg',
    metaTitle: 'Monsoon pond care: five checks before heavy rain',
    metaDescription:
      'Protect your fish through the Assam monsoon: bunds, overflow screens, lime, dawn oxygen and feeding on cloudy days.',
    daysAgo: 12,
  },
  {
    title: 'Testing dissolved oxygen and ammonia: what the results mean',
    excerpt:
      'Oxygen and ammonia decide whether fish eat, grow or die. Here is when to test them, how to read the results and what to do next.',
    content:
      '<p>Two numbers explain most sudden fish losses: <strong>dissolved oxygen</strong> (DO) and <strong>ammonia</strong>. Both change from hour to hour, so a test is only useful if it is taken at the right time.</p><h2>Dissolved oxygen: test at dawn</h2><p>Plants and algae make oxygen in daylight and use it up at night, so DO is lowest just before sunrise. For carps, keep it above 5 mg/L; below 3 mg/L fish stop feeding, and below 2 mg/L they gasp at the surface. If the dawn reading is low, run aerators from midnight to morning and cut the feed.</p><h2>Ammonia: test with pH</h2><ul><li>Take the sample from 30 cm below the surface, away from the inlet.</li><li>Test in the morning and the late afternoon.</li><li>Write the result down with the date, pH and water temperature.</li></ul><p>Below 0.5 mg/L total ammonia is comfortable for most carps. Between 0.5 and 1 mg/L, cut feeding and add aeration. Above 1 mg/L, <strong>stop feeding</strong> for a day and exchange water if you can.</p><p>Ammonia is far more toxic when pH and temperature are high, so a reading that is safe at pH 7 in winter can harm fish at pH 8.5 on a hot afternoon.</p><p>Our <a href="/products/testing-kits">testing kits</a> come with a colour chart and a printed action card, and our <a href="/services">laboratory</a> can confirm any result that worries you.</p>',
    author: 'Dr. Pranjal Baruah',
    status: 'published',
    category: 'Water Quality',
    tags: ['dissolved oxygen', 'ammonia', 'water testing'],
    image: '/images/blog/water-testing.svg',
    metaTitle: 'Testing dissolved oxygen and ammonia in fish ponds',
    metaDescription:
      'When to test dissolved oxygen and ammonia, what the numbers mean for carp ponds and tanks, and what to do at each level.',
    daysAgo: 34,
  },
  {
    title: 'RAS in a warm climate: lessons from our Guwahati farm',
    excerpt: 'Three years of running a recirculating farm in Assam taught us where the real costs and risks are.',
    content:
      '<p>A recirculating aquaculture system (RAS) grows fish in tanks whose water is cleaned and reused. It uses a fraction of the land and water of a pond, but it depends on equipment that must never stop.</p><h2>Power is the first risk</h2><p>A pump or blower that stops for 30 minutes can kill a full tank. Every RAS needs a generator or inverter with automatic switch-over.</p><h2>Heat is the second</h2><p>Summer water in Assam can pass 32 °C. Warm water holds less oxygen, so we size blowers for the hottest week, not the average.</p><h2>Biofilters need patience</h2><p>A new biofilter takes four to six weeks to mature. Stock slowly and test ammonia and nitrite daily in that period.</p><p>We design and install RAS for farmers and entrepreneurs; see our <a href="/ras-equipment">RAS equipment</a> or <a href="/services">consultancy services</a>.</p>',
    author: 'Kevin Marak',
    status: 'published',
    category: 'Fish Farming',
    tags: ['RAS', 'recirculating aquaculture', 'equipment', 'power backup'],
    image: '/images/blog/ras-tanks.svg',
    metaTitle: 'RAS in a warm climate: lessons from Guwahati',
    metaDescription:
      'Power backup, heat and biofilter start-up: what three years of running a recirculating fish farm in Assam taught us.',
    daysAgo: 61,
  },
  {
    title: 'Choosing healthy fingerlings: a checklist for buyers',
    excerpt: 'Good seed is the cheapest insurance a farmer can buy. Use this checklist before you pay for fingerlings.',
    content:
      '<p>Poor seed is behind many failed crops. Weak fingerlings grow slowly, get sick more often and die during transport.</p><h2>Look before you buy</h2><ul><li>Fish swim actively against a gentle current.</li><li>Body colour is bright, fins are whole.</li><li>Sizes are even: a mixed batch means some fish will eat the others\' share.</li></ul><h2>Ask the hatchery</h2><ul><li>Where did the broodstock come from?</li><li>Were the fingerlings conditioned before packing?</li><li>How many hours will the transport take?</li></ul><h2>On arrival</h2><p>Float the closed bags in your pond for 15 to 20 minutes so the temperatures match, then open them and mix pond water in slowly before letting the fish swim out.</p><p>Release seed in the cool morning or evening, never in the midday sun, and do not feed on the first day.</p><p>All our <a href="/products/fish-seed">fish seed</a> is screened by our lab before dispatch.</p>',
    author: 'Rituparna Deka',
    status: 'published',
    category: 'Fish Farming',
    tags: ['fish seed', 'fingerlings'],
    image: '/images/blog/pond.svg',
    metaTitle: 'Choosing healthy fingerlings: a buyer checklist',
    metaDescription:
      'How to judge fingerlings before buying: swimming, colour, even sizes, questions for the hatchery and how to acclimatise.',
    daysAgo: 95,
  },
  {
    title: 'Feed conversion ratio explained in rupees',
    excerpt:
      'Feed is 60 percent of the cost of growing fish. A better feed conversion ratio puts money straight into your pocket.',
    content:
      '<p>The feed conversion ratio (FCR) is the kilograms of feed needed to grow one kilogram of fish. An FCR of 1.5 means 1.5 kg of feed for each kilogram of fish harvested.</p><h2>Why it matters</h2><p>With feed at ₹58 per kg, an FCR of 2.0 costs ₹116 of feed per kg of fish; an FCR of 1.4 costs ₹81. On a 5 tonne harvest that difference is more than ₹1.7 lakh.</p><h2>How to improve it</h2><ul><li>Feed floating pellets so you can see what is eaten.</li><li>Feed twice or three times a day, not once.</li><li>Reduce feed when oxygen is low or the water is cold.</li><li>Weigh a sample of fish every two weeks and adjust the ration.</li></ul><h2>Work it out yourself</h2><p>Add up the feed used in the season and divide it by the weight gained: harvest weight minus stocking weight. If you stocked 200 kg of fingerlings, harvested 1,200 kg and used 1,500 kg of feed, your FCR is 1,500 / 1,000 = <strong>1.5</strong>.</p><p>Our consultants can work out a <a href="/services">feeding plan</a> for your pond.</p>',
    author: 'Admin',
    status: 'published',
    category: 'Fish Farming',
    tags: ['feed', 'FCR', 'farm economics'],
    image: '/images/blog/pond.svg',
    metaTitle: 'Feed conversion ratio (FCR) explained in rupees',
    metaDescription:
      'What FCR means, what it costs you per kilogram of fish, and four practical ways to improve it in carp ponds.',
    daysAgo: 140,
  },
  {
    title: 'Our new water testing laboratory opens in Guwahati',
    excerpt: 'Farmers can now bring water and fish samples to our new laboratory and get results within 48 hours.',
    content:
      '<p>We are happy to announce the opening of our water and fish health laboratory in Guwahati.</p><p>The laboratory tests water for ammonia, nitrite, nitrate, pH, alkalinity, hardness and dissolved oxygen, and examines fish for parasites and bacterial infections.</p><h2>How to send a sample</h2><ul><li>Collect water in a clean bottle filled to the top.</li><li>Keep it cool and bring it within 24 hours.</li><li>For sick fish, bring live fish in pond water where possible.</li></ul><p>The laboratory also checks pond soil before stocking and the quality of feed samples, so farmers can plan liming and feeding on facts rather than guesses.</p><p>Results are shared by phone and e-mail within 48 hours, with advice from our fish health team. <a href="/contact">Contact us</a> to book a visit.</p>',
    author: 'Admin',
    status: 'published',
    category: 'Company News',
    tags: ['laboratory', 'Guwahati', 'water testing'],
    image: '/images/blog/lab.svg',
    metaTitle: 'New water testing laboratory opens in Guwahati',
    metaDescription:
      'Bring water and fish samples to our new Guwahati laboratory for water quality and fish health results within 48 hours.',
    daysAgo: 210,
  },
  {
    title: 'Biofloc in Assam: what to know before you start',
    excerpt:
      'Biofloc promises high yields from small tanks. Here is what it really takes in the heat, rain and cold of the Brahmaputra valley.',
    content:
      '<p>Biofloc is a tank system in which helpful bacteria turn fish waste into flocs that the fish eat again. It can grow several times more fish per square metre than a pond, but it needs daily care.</p><h2>Aeration never stops</h2><p>The flocs and the fish both need oxygen day and night. Power cuts are common in rural Assam, so plan an inverter or generator <strong>before</strong> you buy the first fingerling.</p><h2>Carbon and nitrogen</h2><p>Bacteria need carbon to use up ammonia. Most farms add molasses or jaggery to keep the carbon to nitrogen ratio near 15:1, and check the floc volume in an Imhoff cone every day.</p><h2>Choose species for the season</h2><ul><li>Tilapia, singhi and magur tolerate the dense conditions well.</li><li>Tilapia growth slows below about 20 °C, so cover tanks in the winter months of Upper Assam.</li><li>Shade tanks in May and June, when water can pass 32 °C.</li></ul><p>Start with one or two tanks, learn the routine, then grow. Our <a href="/services">consultants</a> can visit your site before you invest.</p>',
    author: 'Admin',
    status: 'draft',
    category: 'Fish Farming',
    tags: ['biofloc', 'beginners', 'Assam'],
    image: '/images/blog/ras-tanks.svg',
    metaTitle: 'Biofloc in Assam: what to know before you start',
    metaDescription:
      'What it takes to start a biofloc fish farm in Assam: aeration and power backup, carbon to nitrogen ratio, and species for each season.',
    daysAgo: 3,
  },
  {
    title: 'Fishwaale pilot brings pond-fresh fish to Guwahati homes',
    excerpt:
      'Our Fishwaale pilot delivered fish from partner farms to homes in three Guwahati neighbourhoods, straight from the pond on ice.',
    content:
      '<p><em>This post describes the 2025 pilot. Fishwaale Mart now serves far more areas; see the <a href="/products">products page</a> for what is available today.</em></p><p>For the next three months, Fishwaale will deliver pond-fresh rohu, catla and pabda to homes in Dispur, Beltola and Six Mile, harvested the same morning by our partner farmers.</p><h2>How it works</h2><ul><li>Send an order request on the website before 8 PM.</li><li>Our office confirms it by e-mail.</li><li>Fish are harvested at dawn, cleaned on request and delivered on ice.</li></ul><p>Every rupee of the price is shared openly with the farmer, who gets a fairer rate than at the wholesale market.</p><p>Tell us what you think through our <a href="/contact">Contact page</a>; your feedback will shape the full Fishwaale launch.</p>',
    author: 'Admin',
    status: 'archived',
    category: 'Company News',
    tags: ['Fishwaale', 'fresh fish', 'Guwahati'],
    image: '/images/blog/pond.svg',
    metaTitle: 'Fishwaale pilot: pond-fresh fish for Guwahati homes',
    metaDescription:
      'Archived: our 2025 Fishwaale pilot delivered same-morning rohu, catla and pabda from partner farms to homes in three Guwahati areas.',
    daysAgo: 400,
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Bipul Kalita',
    role: 'Carp farmer, Nagaon, Assam',
    quote:
      'Their team tested my pond water and changed my feeding plan. My harvest went up by almost a third in one season.',
    bgColor: '#fde2e4',
  },
  {
    name: 'Lalremruati Sailo',
    role: 'Hatchery owner, Kolasib, Mizoram',
    quote:
      'The fingerlings arrived healthy after a long road trip, and the staff called to check on them the next day.',
    bgColor: '#e0f2fe',
  },
  {
    name: 'Sanjib Debbarma',
    role: 'Fish trader, Agartala, Tripura',
    quote: 'Fishwaale gives me steady supply with proper cold chain. My customers notice the freshness.',
    bgColor: null,
  },
  {
    name: 'Wanphrang Lyngdoh',
    role: 'RAS entrepreneur, Ri-Bhoi, Meghalaya',
    quote: 'From design to the first harvest, they guided us through every step of our recirculating farm.',
    bgColor: '#dcfce7',
  },
  {
    name: 'Thoibi Chanu',
    role: 'Self-help group leader, Bishnupur, Manipur',
    quote: 'The training was in simple words and our group now runs two biofloc tanks on our own.',
    bgColor: null,
  },
];

export const demoTeamMembers: DemoTeamMember[] = [
  { name: 'Anupam Borah', role: 'Founder & CEO', linkedinUrl: 'https://www.linkedin.com/in/anupam-borah' },
  {
    name: 'Dr. Pranjal Baruah',
    role: 'Head of Aquatic Animal Health and Laboratories',
    linkedinUrl: 'https://www.linkedin.com/in/pranjal-baruah',
  },
  { name: 'Rituparna Deka', role: 'Head of Consultancy', linkedinUrl: 'https://www.linkedin.com/in/rituparna-deka' },
  { name: 'Kevin Marak', role: 'RAS Engineer', linkedinUrl: null },
  {
    name: 'Md. Imran Hussain',
    role: 'Field Technician Lead',
    linkedinUrl: 'https://www.linkedin.com/in/imran-hussain-aqua',
  },
  { name: 'Neha Sharma', role: 'Marketplace Operations (Fishwaale)', linkedinUrl: null },
];

/**
 * How to test the water, for farmers: when and how to sample, the safe
 * ranges for carp ponds, and what to do at each level. The answers point at
 * /testing-kits, so the helper lists the kits in the catalogue under them.
 * Migration 0009 adds them to knowledge bases seeded before they existed.
 */
export const waterTestingChatEntries: DemoChatEntry[] = [
  {
    question: 'how to check ammonia',
    answer:
      'Use an ammonia test kit (/testing-kits). Take water from about 30 cm below the surface, away from the inlet, early in the morning and again in the late afternoon. Add the drops as the kit says, wait 5 minutes and match the colour to the chart. Test pH at the same time: ammonia harms fish far more when pH and temperature are high. For carps, below 0.5 mg/L is safe. From 0.5 to 1 mg/L, halve the feed and run aerators. Above 1 mg/L, stop feeding for a day, aerate, and replace 20 to 30% of the water with clean water if you can. Do not add lime while ammonia is high: it raises pH and makes ammonia more toxic. Remove dead fish and rotting feed, and call our fish health team if fish gasp or stop eating.',
  },
  {
    question: 'how to check ph',
    answer:
      'Use a pH kit or a calibrated pH meter (/testing-kits). Test early in the morning and again in the late afternoon: pH is lowest at dawn and highest in the afternoon, when algae use up the carbon dioxide. Most pond fish do well between pH 6.5 and 8.5, and carps grow best between 7.5 and 8.5. Below 6.5, or after heavy rain, apply agricultural lime; ask us for the dose, which depends on your soil and alkalinity. Above 9 in the afternoon usually means too much algae: stop adding fertiliser or manure and exchange some water. Test alkalinity too: above 50 mg/L it keeps pH steady.',
  },
  {
    question: 'how to check dissolved oxygen',
    answer:
      'Measure it at dawn, when it is lowest, with a dissolved oxygen test kit or a DO meter (/testing-kits). Keep it above 5 mg/L for carps. At 3 mg/L fish eat less and grow slowly; below 2 mg/L they gasp at the surface and can die within hours. If it is low, run aerators from midnight to sunrise, stop feeding until it recovers, add fresh water if you can, and remove rotting weeds and feed. Cloudy days, thick green water and hot weather all lower oxygen, so test more often then.',
  },
  {
    question: 'how to check nitrite',
    answer:
      'Use a nitrite test kit (/testing-kits): every day in RAS and biofloc tanks, above all while a new biofilter matures (four to six weeks), and every week in ponds fed heavily. Keep nitrite below 0.5 mg/L, and close to zero in RAS. Nitrite stops the blood carrying oxygen: fish gasp and their gills turn brown. If it rises, cut the feed, increase aeration and exchange water. Common salt in the water protects fish from nitrite; ask our team for the right amount for your system.',
  },
];

export const demoChatEntries: DemoChatEntry[] = [
  {
    question: 'hello',
    answer: 'Hello! Welcome. Ask me about our fish seed, feed, testing kits, RAS equipment, services or how to order.',
  },
  {
    question: 'hi',
    answer: 'Hi there! How can I help you today? You can ask about products, ordering, delivery or our services.',
  },
  {
    question: 'hey',
    answer: 'Hey! I can answer questions about our products, services, orders and jobs. What would you like to know?',
  },
  { question: 'good morning', answer: 'Good morning! How can we help your farm today?' },
  { question: 'good afternoon', answer: 'Good afternoon! What would you like to know about our products or services?' },
  { question: 'good evening', answer: 'Good evening! Ask me anything about our products or services.' },
  { question: 'namaste', answer: 'Namaste! How can we help you today?' },
  { question: 'thank you', answer: 'You are welcome! Is there anything else I can help with?' },
  { question: 'thanks', answer: 'Happy to help! Ask me anything else any time.' },
  { question: 'bye', answer: 'Goodbye, and good luck with your harvest! Come back any time.' },
  {
    question: 'who are you',
    answer:
      'I am the website helper of our aquaculture group. I answer common questions; for anything else our team is on the Contact page (/contact).',
  },
  {
    question: 'what products do you sell',
    answer:
      'We sell fish seed, fish feed, aqua medicines, water testing kits, maintenance supplies and RAS equipment, plus fresh and dry fish through Fishwaale Mart. Browse them at /products.',
  },
  {
    question: 'where can i see your products',
    answer: 'All our products are listed by category at /products. Use the Our Products menu at the top of the page.',
  },
  {
    question: 'do you sell fish seed',
    answer:
      'Yes. We supply rohu, catla, mrigal, pabda and tilapia seed from screened broodstock. See /products/fish-seed.',
  },
  {
    question: 'which fish seed is available',
    answer:
      'Rohu, catla and mrigal fingerlings, pabda fry and all-male tilapia seed, depending on the season. See /products/fish-seed for what is in stock.',
  },
  {
    question: 'what fish should i farm',
    answer:
      'It depends on your pond, water and market. Carps (rohu, catla, mrigal) suit most ponds; pabda and tilapia fetch good prices. Our consultants can advise you: /services.',
  },
  {
    question: 'do you sell fish feed',
    answer:
      'Yes: floating grower feed, starter crumble for fry, sinking catfish feed and biofloc carbon mix. See /products/fish-feed.',
  },
  {
    question: 'which feed is best',
    answer:
      'For carps in grow-out, a floating feed with about 28% protein; for fry, a 35% starter crumble. Ask our team for a feeding plan for your pond: /services.',
  },
  {
    question: 'how much feed should i give',
    answer:
      'A common start is 2 to 3% of the fish body weight per day, split into two or three meals, adjusted to what is eaten. Our consultants can make an exact plan: /services.',
  },
  {
    question: 'do you sell medicines',
    answer:
      'Yes, we stock aqua medicines such as pond disinfectants, probiotics, lime and anti-parasite treatments. See /products/aqua-medicines, and ask our fish health team before treating.',
  },
  {
    question: 'which medicine should i use for my fish',
    answer:
      'That depends on the problem, so please do not guess. Test the water first and send photos or a sample to our fish health team through /contact; they will suggest the right treatment and dose.',
  },
  {
    question: 'do you sell probiotics',
    answer:
      'Yes, our probiotic water conditioner helps break down sludge and ammonia in the pond bottom. See /products/aqua-medicines.',
  },
  {
    question: 'do you sell lime for ponds',
    answer:
      'Yes, agricultural lime in 25 kg bags to correct pH and alkalinity before stocking and after heavy rain. See /products/aqua-medicines.',
  },
  {
    question: 'do you sell testing kits',
    answer: 'Yes: ammonia, nitrite, dissolved oxygen, pH and alkalinity kits. See /testing-kits.',
  },
  {
    question: 'what is ras',
    answer:
      'RAS means recirculating aquaculture system: fish grow in tanks whose water is filtered and reused, so you need far less land and water. See /ras-equipment and /services.',
  },
  {
    question: 'do you sell ras equipment',
    answer: 'Yes: drum filters, biofilter media, UV sterilizers, blowers and DO meters. See /ras-equipment.',
  },
  {
    question: 'can you set up a ras farm',
    answer:
      'Yes, we design and install RAS farms, train your staff and support you until the first harvest. Tell us about your site on /contact.',
  },
  {
    question: 'what is biofloc',
    answer:
      'Biofloc is a tank system where helpful bacteria turn fish waste into protein-rich flocs that the fish eat. It needs strong aeration and daily checks. Our team can guide you: /services.',
  },
  {
    question: 'what services do you offer',
    answer:
      'Consultancy, laboratory testing, technical support, RAS farm design, fisheries management and the Fishwaale online fish market. See /services.',
  },
  {
    question: 'do you offer consultancy',
    answer:
      'Yes, our consultants help with pond design, species choice, feeding plans, water quality and business planning. See /services.',
  },
  {
    question: 'can you visit my farm',
    answer:
      'Yes, our field team visits farms across the north-east. Request a site visit through /contact with your location.',
  },
  {
    question: 'do you do site visits',
    answer:
      'Yes, we arrange site visits for pond and RAS projects. Send your location and a short description through /contact.',
  },
  {
    question: 'how much does a site visit cost',
    answer:
      'The charge depends on the distance and the work needed. Send your details through /contact and we will tell you before we come.',
  },
  {
    question: 'how can i order',
    answer:
      'Open a product at /products, tap Order Now, fill in your name, mobile number, address and the quantity (e-mail is optional) and send the order request. Our office confirms or rejects it by phone or e-mail.',
  },
  {
    question: 'how do i place an order',
    answer:
      'Choose a product at /products and send an order request from its page. There is no online payment: our office confirms your order by phone or e-mail and arranges payment and delivery.',
  },
  {
    question: 'do i need an account to order',
    answer:
      'No. You can send an order request with your name and mobile number; e-mail is optional and our office will call you to confirm. With an account (/signup) your details are filled in for you and you can follow your orders at /account/orders.',
  },
  {
    question: 'how do i pay',
    answer:
      'There is no online payment on the website. After our office confirms your order by e-mail, we share the payment options with you.',
  },
  {
    question: 'can i pay online',
    answer: 'Not on the website. We confirm each order by e-mail and then share payment details.',
  },
  {
    question: 'can i order in bulk',
    answer:
      'Yes, we welcome bulk orders from farms, hatcheries and traders. Put the quantity in your order request or write to us through /contact for a quote.',
  },
  {
    question: 'do you supply large farms and hatcheries',
    answer:
      'Yes, we supply seed, feed and equipment in bulk to farms, hatcheries, self-help groups and government schemes. Send your requirement through /contact for a quote and delivery plan.',
  },
  {
    question: 'what is the minimum order',
    answer:
      'Most products can be ordered in single units. Fish seed is sold in lots of 500 or 1000 pieces, as shown on each product.',
  },
  {
    question: 'do you give discounts',
    answer:
      'Some products carry discounts shown on their cards, and we offer better prices for bulk orders. Ask through /contact.',
  },
  {
    question: 'is there a discount for bulk orders',
    answer: 'Yes, bulk orders get special prices. Send your list through /contact and we will send a quote.',
  },
  {
    question: 'do you deliver',
    answer:
      'Yes, we deliver across Assam, Meghalaya, Nagaland, Mizoram, Arunachal Pradesh, Tripura and Manipur. Live fish seed travels in oxygen-packed bags.',
  },
  {
    question: 'how long does delivery take',
    answer:
      'Usually 2 to 5 days after confirmation, depending on your location and the product. Live seed is sent on fixed days to keep it healthy.',
  },
  {
    question: 'what are the delivery charges',
    answer: 'Delivery charges depend on distance and weight; we tell you the exact amount when we confirm your order.',
  },
  {
    question: 'how can i track my order',
    answer:
      'Log in and open My orders at /account/orders to see the status of each order. We also e-mail you when it is confirmed.',
  },
  {
    question: 'where is my order',
    answer:
      'Log in and check /account/orders. If you still need help, contact us through /contact with your order reference.',
  },
  {
    question: 'can i cancel my order',
    answer: 'Yes, before it is dispatched. Contact us through /contact with your order reference.',
  },
  {
    question: 'how do i cancel an order',
    answer: 'Write to us through /contact with your order reference before dispatch and we will cancel it.',
  },
  {
    question: 'what is your return policy',
    answer:
      'Report damaged or wrong items within 48 hours of delivery through /contact with photos. Live fish and fresh fish cannot be returned, but we replace seed that arrives dead.',
  },
  {
    question: 'can i return a product',
    answer:
      'Equipment and kits in original condition can be returned within 7 days. Contact us through /contact first.',
  },
  {
    question: 'how do refunds work',
    answer:
      'There is no online payment, so most orders need no refund. If you have already paid for an order we cancel or a return we approve, we refund you by bank transfer within 7 working days.',
  },
  {
    question: 'do you give samples',
    answer: 'We can send small samples of feed to farms and dealers. Ask through /contact.',
  },
  {
    question: 'can i get a sample',
    answer: 'Yes, for feed and some medicines. Tell us what you need through /contact.',
  },
  {
    question: 'i need help',
    answer: 'We are here to help. Describe your problem here, or reach our team through /contact.',
  },
  {
    question: 'do you provide technical support',
    answer:
      'Yes, our technicians help with aerators, pumps, RAS systems and pond problems, by phone and on site. Reach them through /contact.',
  },
  {
    question: 'how do i test water quality',
    answer:
      'Test ammonia, pH and dissolved oxygen regularly with our kits (/testing-kits), or send a sample to our laboratory. See /services.',
  },
  {
    question: 'do you test water samples',
    answer:
      'Yes, our laboratory tests water for ammonia, nitrite, nitrate, pH, alkalinity, hardness and oxygen, with results in about 48 hours. See /services.',
  },
  {
    question: 'what is a good ph for fish ponds',
    answer:
      'Most pond fish do well between pH 6.5 and 8.5. Test with a pH kit (/testing-kits) and use lime if it is too low.',
  },
  {
    question: 'what is dissolved oxygen',
    answer:
      'Dissolved oxygen is the oxygen in the water that fish breathe. Keep it above 5 mg/L; it is lowest at dawn.',
  },
  ...waterTestingChatEntries,
  {
    question: 'my fish are dying',
    answer:
      'Check the water first: oxygen at dawn, ammonia and pH. Stop feeding for a day and aerate. Then contact our fish health team through /contact with photos.',
  },
  {
    question: 'my fish are gasping at the surface',
    answer:
      'That usually means low oxygen. Start aeration or add fresh water at once, stop feeding, and test dissolved oxygen.',
  },
  {
    question: 'what diseases affect fish',
    answer:
      'Common problems are parasites such as lice and flukes, bacterial infections, fungal infections and stress from poor water. Our laboratory can diagnose sick fish: /contact.',
  },
  {
    question: 'my fish have red spots',
    answer:
      'Red spots or ulcers often point to a bacterial infection or poor water. Test the water and contact our fish health team through /contact before using any medicine.',
  },
  {
    question: 'do you offer training',
    answer:
      'Yes, we run training on pond farming, biofloc, RAS and water testing for farmers and groups. Ask about the next batch through /contact.',
  },
  {
    question: 'do you train farmers',
    answer: 'Yes, in small groups at our farm or in your village, in simple language. Contact us through /contact.',
  },
  {
    question: 'how can i become a distributor',
    answer: 'We welcome dealers and distributors across the north-east. Send your business details through /contact.',
  },
  {
    question: 'can i become a dealer',
    answer: 'Yes. Tell us about your shop and area through /contact and our sales team will call you.',
  },
  {
    question: 'are you hiring',
    answer:
      'We often have openings for field technicians, lab staff and sales. See /join-us and send your application there.',
  },
  {
    question: 'how can i apply for a job',
    answer: 'Fill in the application form at /join-us with your details and resume.',
  },
  {
    question: 'do you have internships',
    answer:
      'We take interns in aquaculture, fisheries science and operations from time to time. Apply through /join-us.',
  },
  {
    question: 'do you have a newsletter',
    answer: 'Our blog (/blog) shares farming tips and company news. Follow it for new posts.',
  },
  {
    question: 'how can i get farming tips',
    answer:
      'Read our blog at /blog for practical articles on pond care, water quality and feeding, written by our consultants and lab team.',
  },
  {
    question: 'how can i subscribe',
    answer: 'Create an account at /signup and follow our blog at /blog for new articles.',
  },
  {
    question: 'do you have a mobile app',
    answer:
      'We do not have a mobile app. This website works on any phone browser, so you can order and contact us from your phone.',
  },
  {
    question: 'is there an app',
    answer: 'No app is needed: the website works on every phone. Save it to your home screen for quick access.',
  },
  {
    question: 'where are you located',
    answer:
      'Our head office and laboratory are in Guwahati, Assam, and we serve all north-eastern states. Address details are on /contact.',
  },
  {
    question: 'which areas do you serve',
    answer: 'Assam, Meghalaya, Nagaland, Mizoram, Arunachal Pradesh, Tripura and Manipur.',
  },
  {
    question: 'what is fishwaale',
    answer:
      'Fishwaale is our online fish marketplace brand for fresh and dry fish from local farms, delivered with proper cold chain.',
  },
  {
    question: 'do you sell fresh fish',
    answer: 'Yes, through Fishwaale Mart: rohu, catla, pabda, tilapia and more. See /products/fresh-fish.',
  },
  {
    question: 'tell me about your company',
    answer:
      'We are an aquaculture group founded in 2019 in north-east India, offering consultancy, fish seed, feed, medicines, laboratories, a RAS farm and the Fishwaale fish market. See /about.',
  },
  {
    question: 'how do i reset my password',
    answer: 'Use Forgot password? on the login page (/forgot-password). We e-mail you a link to choose a new password.',
  },
  {
    question: 'how do i create an account',
    answer: 'Go to /signup, enter your e-mail and a password, and confirm the link we e-mail you.',
  },
];
