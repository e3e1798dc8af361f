/**
 * Texts of the terms page (console spec 2.11; key terms from section 9). Each section has a title
 * and a body: a string is a paragraph, a group of strings a bulleted list, shown in this order.
 * Every figure is a value filled in from domain's constants ({cap}, {minimumPayout},
 * {holdingDays}, {vatPercent}...), never written here, so the terms and the code cannot disagree.
 */
export const tos = {
  page: {
    title: 'Terms of Service',
    subtitle:
      'The terms that apply when you use {brand}: the general terms for every customer, and the affiliate terms for customers who share a code.',
    updated: 'Last updated: {date}',
  },
  tabs: {
    label: 'Terms',
    general: 'General TOS',
    affiliate: 'Affiliate TOS',
  },
  nav: {
    title: 'Sections',
    general: 'General TOS sections',
    affiliate: 'Affiliate TOS sections',
    privacy: 'Privacy Policy sections',
  },
  privacyPage: {
    title: 'Privacy Policy',
    subtitle:
      'What personal data {brand} keeps about you, why, for how long, and your rights under Ethiopia’s Personal Data Protection Proclamation No. {proclamation}.',
    askUs: 'Questions about your data, or a request for a copy or its deletion: write to {email}.',
  },
  general: {
    acceptance: {
      title: 'Acceptance of Terms',
      body: {
        p1: 'These Terms of Service are an agreement between you and {brand}, which sells KVM virtual servers and game servers in Ethiopia. By creating an account, placing an order or using any of our services you accept these terms. If you do not accept them, please do not use our services.',
        p2: 'You must be at least eighteen years old, or have the consent of a parent or guardian, to accept these terms. If you accept them for a company or an organisation, you confirm that you have the authority to bind it.',
        p3: 'We may update these terms. We publish every new version on this page with its date and tell you about important changes by e-mail before they take effect. If you keep using your services after that, you accept the updated terms.',
      },
    },
    provision: {
      title: 'Provision of Services',
      body: {
        p1: '{brand} provides KVM virtual servers and game servers with the resources of the plan you choose: processor cores, memory, storage, bandwidth and, where the plan includes them, IPv4 addresses. Each plan’s resources and price are shown on our site when you order.',
        p2: 'We set up a service once its order has been paid and the payment confirmed. Most services are ready within minutes of the confirmation; we tell you if it takes longer. The connection details of your server are in My Services.',
        p3: 'We work to keep every service available around the clock, but we do not promise that it will run without interruption or error. We may carry out maintenance, announced in advance whenever we can, and may briefly interrupt a service for urgent security or stability work.',
        p4: 'You are responsible for the software and the data on your server, including its backups. Unless your plan says otherwise, we do not back up your data.',
      },
    },
    account: {
      title: 'Account Responsibilities',
      body: {
        p1: 'Give accurate information when you sign up, and keep your e-mail address up to date: we send your order, payment and renewal notices there.',
        p2: 'Keep your password and your servers’ credentials secret. You are responsible for everything done through your account and your services. Tell us at once if you believe someone has used your account without your permission.',
        p3: 'Keep your servers secure: update their operating system and software, use strong passwords or keys, and configure a firewall. A server that has been broken into and is used against others may be suspended until it is secured.',
      },
    },
    billing: {
      title: 'Billing and Payment',
      body: {
        p1: 'Prices are in Ethiopian birr (ETB). The catalogue shows prices without VAT unless you switch VAT on; every order adds {vatPercent}% VAT, and the total you pay includes it.',
        p2: 'Fees are due in advance, for the whole period you order. You pay by bank transfer to our account at the Commercial Bank of Ethiopia (CBE) or by telebirr, and report the transaction number on the payment page. Our team confirms every payment by hand: an order is paid once we have confirmed its payment. A transaction number can be used for one payment only.',
        p3: 'Services renew automatically at the end of each period for a period of the same length, at the price of the plan on the renewal date. The renewal fee is also due in advance, before the current period ends; we remind you by e-mail {reminderDays} days before the end date.',
        p4: 'If the renewal fee has not been paid by the end date, the service expires and is suspended. If it stays unpaid during the retention period that follows, the service is terminated and its data deleted; we e-mail you before we do so. Paying the renewal within the retention period brings the service back.',
        p5: 'A discount code must be entered before the order is placed: it cannot be added afterwards, and it cannot be exchanged for money. Fees already paid are not refunded, unless we could not deliver the service you paid for or Ethiopian law requires a refund.',
      },
    },
    acceptableUse: {
      title: 'Acceptable Use',
      body: {
        p1: 'You may use your services for any lawful purpose. You may not use them, or let anyone else use them, to:',
        uses: {
          law: 'break the law of Ethiopia or of the place where your content is received;',
          spam: 'send spam, or host or spread malware, phishing pages or other fraudulent content;',
          attacks:
            'attack, scan or break into other systems or networks, including by denial-of-service attacks;',
          rights:
            'store or share material that infringes copyright or other people’s rights, or any content that exploits children;',
          resources:
            'use shared resources, such as the network or the processors, in a way that harms the service of other customers.',
        },
        p2: 'We may suspend a service that breaks these rules, without notice when the harm is serious or ongoing, and we tell you why. We cooperate with the Ethiopian authorities when the law requires it.',
      },
    },
    liability: {
      title: 'Limitation of Liability',
      body: {
        p1: 'Our services are provided as they are. As far as the law allows, {brand} is not liable for indirect or consequential losses, such as lost profits, lost revenue, lost data or the interruption of your business, even if we were told that they could happen.',
        p2: 'Our total liability to you for all claims about a service is limited to the amount you paid us for that service in the three months before the event that gave rise to the claim.',
        p3: 'Nothing in these terms limits a liability that Ethiopian law does not allow to be limited.',
      },
    },
    indemnification: {
      title: 'Indemnification',
      body: {
        p1: 'You agree to defend and compensate {brand}, its staff and its partners against any claim, damage, cost and reasonable legal fee that arises from your use of the services, from your content, or from your breach of these terms or of the law.',
        p2: 'We tell you promptly about any such claim and let you take part in its defence at your own cost.',
      },
    },
    termination: {
      title: 'Term and Termination',
      body: {
        p1: 'These terms apply from the moment you accept them until your account is closed. Each service runs for the period you paid for and renews as described in Billing and Payment.',
        p2: 'You may stop a service at any time by not renewing it: it then ends with its paid period. To close your account, contact our support.',
        p3: 'We may suspend or terminate a service or your account if you breach these terms, if a fee is not paid when due, or if the law requires it. Whenever we can, we warn you first and give you time to put the problem right.',
        p4: 'When a service is terminated its data is deleted and cannot be recovered. Keep your own copy of everything you need.',
      },
    },
    affiliateProgram: {
      title: 'Affiliate Program',
      body: {
        p1: 'Every customer with an account may join our affiliate program: you hold one personal code that gives buyers a discount and earns you a commission on their paid orders.',
        p2: 'The program has its own terms, the Affiliate TOS, which apply in addition to these terms to every customer who holds a code.',
      },
      link: 'Read the Affiliate TOS',
    },
    governingLaw: {
      title: 'Governing Law',
      body: {
        p1: 'These terms, and every dispute about them or about our services, are governed by the laws of the Federal Democratic Republic of Ethiopia.',
        p2: 'We first try to settle a dispute with you amicably: please contact our support. If we cannot agree within thirty days, the dispute goes to the competent courts in Addis Ababa.',
        p3: 'If a court finds part of these terms invalid, the rest remains in force.',
      },
    },
  },
  affiliate: {
    overview: {
      title: 'Overview',
      body: {
        p1: 'The {brand} affiliate program rewards customers who recommend our services. As an affiliate you hold a personal code: a buyer who enters it at checkout gets a discount, and you earn a commission, the kickback, on every qualified sale.',
        p2: 'A qualified sale is an order placed with your code that has been paid, its payment confirmed by our team. Unpaid and cancelled orders are not qualified sales and earn nothing.',
        p3: 'These affiliate terms apply in addition to the General TOS. By creating an affiliate code you accept them.',
      },
      link: 'Go to your affiliate area',
    },
    enrollment: {
      title: 'Enrollment',
      body: {
        p1: 'Any customer with a {brand} account can join by creating a code in the affiliate area. Joining is free.',
        p2: 'Each customer may hold one affiliate code only. A code is {minLength} to {maxLength} characters long, made of letters, digits, hyphens and underscores, and is written in capital letters. A code that is already in use, including one of our own discount codes, cannot be chosen.',
        p3: 'You can deactivate your code at any time and activate it again later. While it is inactive, buyers cannot use it and it earns nothing.',
      },
    },
    commission: {
      title: 'Commission and Discount Codes',
      body: {
        p1: 'Your code gives buyers the discount percentage shown in your affiliate area and earns you the kickback percentage shown there, calculated on the total paid for the order, VAT included. A new code receives our standard percentages; we may change them, and a change applies to the orders placed after it.',
        p2: 'The commission is capped at {cap} per qualified sale, however large the order.',
        p3: 'You cannot earn a commission with your own code: a customer cannot use their own code on their own orders.',
      },
    },
    ineligible: {
      title: 'Ineligible Services',
      body: {
        p1: 'No commission is paid on sales of these plans:',
      },
      plan: '{plan} and up',
      andUp:
        '“And up” means the plan named and every larger plan of the same line. Game servers and every other plan are eligible.',
    },
    payment: {
      title: 'Payment',
      body: {
        p1: 'The commission earned on a qualified sale is held for {holdingDays, plural, one {# day} other {# days}} after the payment of the sale was confirmed, so that cancellations and payment disputes can be settled. While it is held it is pending; after the holding period it becomes payable.',
        p2: 'We pay the payable commission monthly, once your payable balance reaches the minimum payout of {minimumPayout}. A smaller balance is carried over to the following month.',
        p3: 'Payouts are made in ETB by CBE bank transfer or by telebirr, to an account in your own name. You are responsible for declaring your commission as Ethiopian tax law requires.',
        p4: 'If a qualified sale is later refunded or reversed, its commission is cancelled, and an amount already paid for it may be deducted from your next payout.',
      },
    },
    marketing: {
      title: 'Marketing',
      body: {
        p1: 'Promote your code honestly. You may share it with friends, on your website and on social media, as long as you:',
        rules: {
          spam: 'do not send spam or unsolicited messages in bulk;',
          identity:
            'do not present yourself as {brand} or as speaking for us, and do not use our name in a domain name or in paid search advertising;',
          claims: 'make no false or misleading claims about our services, prices or discounts;',
          law: 'follow the law and the rules of every platform you use.',
        },
        p2: 'You may use our name only to refer to {brand} in your own recommendation.',
      },
    },
    termination: {
      title: 'Termination',
      body: {
        p1: 'You may leave the program at any time: deactivate your code and ask our support to close it.',
        p2: 'We may suspend or close your code, and withhold its commission, if you break these terms, try to earn a commission on your own purchases or by fraud, or misuse the discount. The commission of a fraudulent order is cancelled.',
        p3: 'When your participation ends for any other reason, we pay the commission already earned on qualified sales once its holding period has passed, with the next monthly payout, even when it is below the minimum payout.',
      },
    },
    liability: {
      title: 'Liability',
      body: {
        p1: 'The affiliate program is provided as it is. We do not promise any number of sales or any earnings, and we may pause the program for maintenance or technical reasons.',
        p2: 'Our total liability to you under these affiliate terms is limited to the commission paid or payable to you in the three months before the claim arose.',
        p3: 'You are responsible for how you promote your code, and you compensate {brand} for any claim that arises from it.',
      },
    },
    modifications: {
      title: 'Modifications',
      body: {
        p1: 'We may change these affiliate terms, including the percentages, the cap per sale, the holding period, the minimum payout and the list of ineligible services. We publish every new version on this page with its date, and tell affiliates about important changes by e-mail before they take effect.',
        p2: 'A change applies to the sales made after it takes effect; a commission already earned is calculated under the terms in force when the sale was made.',
        p3: 'If you do not accept a change, you may leave the program; if you keep using your code after the change takes effect, you accept it. These affiliate terms are governed by Ethiopian law, as the General TOS are.',
      },
    },
  },
  privacy: {
    whoWeAre: {
      title: 'Who We Are',
      body: {
        p1: '{brand} sells KVM virtual servers and game servers in Ethiopia. We are responsible for the personal data you give us when you create an account, order, pay and use your servers.',
        p2: 'This policy applies to this website, the customer area and the e-mails we send you. For any question about your data, write to {email}.',
      },
    },
    whatWeKeep: {
      title: 'What We Keep',
      body: {
        list: {
          account:
            'Your account: your name, e-mail address and phone number, your language, and your password as a one-way hash (we never see or keep the password itself). If you turn on two-factor sign-in, its secret and your recovery codes (the codes hashed).',
          orders:
            'Your orders and payments: what you ordered and for how long, the prices, any discount or affiliate code used, and what you reported about each payment: the method, the transaction reference, the payer’s name and the last four digits of the account. For an online payment, the payment provider’s reference.',
          servers:
            'Your servers: their names, plans, addresses and status, and their connection details; server passwords are stored encrypted.',
          security:
            'Security records: the network (IP) address and time of sign-ins and failed attempts, your sessions, and the browsers you signed in from.',
          messages: 'Messages: what you send us through the contact form, and the e-mails we send you.',
        },
      },
    },
    why: {
      title: 'Why We Keep It',
      body: {
        list: {
          provide: 'To provide what you order: set up, run and renew your servers, and let you manage them.',
          bill: 'To bill you and prove payments: match each payment to its order, and keep the records Ethiopian tax law requires.',
          protect:
            'To protect your account and the shop: limit sign-in attempts, prevent fraud, and record what administrators do.',
          inform:
            'To tell you what you need to know: order and payment confirmations, renewal reminders and notices about your servers.',
        },
        p1: 'We use your data because our contract with you needs it (your orders), because the law requires it (tax records), and for our legitimate interest in keeping the service secure. We send no advertising without your consent, and we never sell your data.',
      },
    },
    sharing: {
      title: 'Who Receives It',
      body: {
        list: {
          payments:
            'Payment providers: when you pay online, Chapa receives your name, e-mail address, phone number and the amount. When you report a CBE or telebirr transfer, we may look its receipt up at the bank by its reference.',
          mail: 'The mail service that delivers our e-mails to you.',
          authorities: 'Authorities, only when Ethiopian law requires it.',
        },
        p1: 'We give or sell your data to no one else.',
      },
    },
    retention: {
      title: 'How Long We Keep It',
      body: {
        list: {
          account:
            'Your account: as long as it exists. When you ask us to delete it, we do so within {responseDays} days, except what the law makes us keep.',
          records:
            'Orders, payments and invoices: as long as Ethiopian tax law requires us to keep business records ({recordYears} years).',
          servers:
            'Servers: their data and connection details until the service is terminated; the server’s disk is destroyed with it.',
          security:
            'Security records: counts of failed sign-ins for at most {failedSignInHours} hours; sessions and the record of administrators’ actions as long as your account exists.',
          messages: 'Contact messages: as long as needed to answer you and follow up.',
        },
      },
    },
    rights: {
      title: 'Your Rights',
      body: {
        p1: 'Under the Personal Data Protection Proclamation No. {proclamation} you have the right:',
        list: {
          know: 'to know what personal data we hold about you, and to get a copy of it;',
          correct:
            'to have wrong or incomplete data corrected (most of it you can change yourself in your account);',
          erase:
            'to have your data deleted when it is no longer needed or you withdraw your consent, except what the law makes us keep;',
          object: 'to object to a use of your data, or ask us to restrict it;',
          portable: 'to receive your data in a common, machine-readable form;',
          withdraw: 'to withdraw any consent you gave, at any time.',
        },
        p2: 'To use any of these rights, write to {email} from your account’s e-mail address (or tell us how we can check that it is you). We answer within {responseDays} days. If you are not satisfied with our answer, you may complain to the Ethiopian Communication Authority, which supervises the protection of personal data in Ethiopia.',
      },
    },
    security: {
      title: 'How We Protect It',
      body: {
        p1: 'Passwords are stored only as {passwordHash} hashes, server passwords and two-factor secrets encrypted, and every connection to the shop is encrypted. Sign-in attempts are limited, you can turn on two-factor sign-in and sign out everywhere at once, and only the staff who need it can see your data.',
      },
    },
    storage: {
      title: 'Cookies and Storage',
      body: {
        p1: 'We use no advertising or tracking cookies. Your browser keeps your sign-in, your language and price display choices, the order you are configuring, and a device cookie that lets you sign in from your own browser even while someone else is trying wrong passwords on your account.',
      },
    },
    changes: {
      title: 'Changes to This Policy',
      body: {
        p1: 'We publish every new version of this policy on this page with its date, and tell you about important changes by e-mail before they take effect.',
      },
    },
  },
} as const;
