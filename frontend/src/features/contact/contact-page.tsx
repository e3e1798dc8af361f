import { Container, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { ContactChannels } from './contact-channels';
import { BusinessHours, OfficeLocation, SupportScope } from './contact-details';
import { ContactFaq } from './contact-faq';
import { InquiryForm } from './inquiry-form';

/**
 * /contact (storefront spec 2, Contact): the e-mail and chat cards, the message form beside
 * business hours, office location and support scope, then the FAQ.
 */
export function ContactPage() {
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow={t('contact.page.eyebrow')}
        title={t('contact.page.title')}
        subtitle={t('contact.page.subtitle')}
      />
      <div className="mt-8">
        <ContactChannels />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <InquiryForm />
        <div className="flex flex-col gap-6">
          <BusinessHours />
          <OfficeLocation />
          <SupportScope />
        </div>
      </div>
      <div className="mt-12 sm:mt-16">
        <ContactFaq />
      </div>
    </Container>
  );
}
