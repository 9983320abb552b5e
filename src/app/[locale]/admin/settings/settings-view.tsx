import type { ReactNode } from 'react';
import { AdminScreen } from '@/components/admin/shared/admin-screen';
import { english } from '@/lib/i18n/english';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';

/** The company's details, read only: each a term and its value. */
export function SettingsView({ company }: { company: CompanySettings }) {
  const phones = (list: CompanySettings['phones']) =>
    list.length === 0
      ? english('admin.settings.none')
      : list.map((phone) => <Line key={phone.number}>{`${phone.label}: ${formatPhone(phone.number)}`}</Line>);
  const officer = company.grievanceOfficer;
  return (
    <AdminScreen
      id="settings-heading"
      heading={english('admin.settings.heading')}
      intro={english('admin.settings.intro')}
    >
      <dl className="grid max-w-3xl gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_1fr]">
        <Term label={english('admin.settings.name')}>{company.name}</Term>
        <Term label={english('admin.settings.address')}>
          {company.address.map((line) => (
            <Line key={line}>{line}</Line>
          ))}
        </Term>
        <Term label={english('admin.settings.phones')}>{phones(company.phones)}</Term>
        <Term label={english('admin.settings.whatsapp')}>{formatPhone(company.whatsapp)}</Term>
        <Term label={english('admin.settings.emails')}>
          {company.emails.map((email) => (
            <Line key={email.address}>{`${email.label}: ${email.address}`}</Line>
          ))}
        </Term>
        <Term label={english('admin.settings.workingHours')}>{company.workingHours}</Term>
        <Term label={english('admin.settings.grievanceOfficer')}>
          <Line>{officer.name}</Line>
          <Line>{officer.email}</Line>
          <Line>{formatPhone(officer.phone)}</Line>
        </Term>
        <Term label={english('admin.settings.emergencyContacts')}>{phones(company.emergencyContacts)}</Term>
      </dl>
    </AdminScreen>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="break-words text-slate-700">{children}</dd>
    </>
  );
}

const Line = ({ children }: { children: ReactNode }) => <span className="block">{children}</span>;
