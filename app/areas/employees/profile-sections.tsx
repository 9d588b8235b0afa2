import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { DetailsList, Identifier } from "~/ui/details-list";
import { useFormatters } from "~/platform/format";
import { formatIban } from "~domain/iban-format";
import { formatIdCardNumber } from "~domain/id-card-number";
import { isExpired } from "~domain/identity-documents";
import { LANGUAGE_NAMES } from "~domain/languages";
import { formatNationalRegisterNumber } from "~domain/national-register-number";
import * as forms from "~/ui/forms.css";
import * as tables from "~/areas/settings/settings.css";
import { useCountries, type CountryList } from "./countries";
import type { EmployeeProfile } from "./employee.server";
import type { TeamMemberStatus } from "~/platform/operations.generated";
import {
  CERTIFICATE_TYPE_LABELS,
  GENDER_LABELS,
  IDENTITY_CHECK_LABELS,
  MARITAL_STATE_LABELS,
  SCANNED_DOCUMENT_LABELS,
  SIDE_LABELS,
  STATUS_LABELS,
  TAX_CODE_LABELS,
} from "./labels";
import { employeePaths, type EmployeeSubject } from "./subject";
import * as styles from "./employees.css";
import { TableScroll } from "~/ui/table-scroll";

type SectionsProps = {
  subject: EmployeeSubject;
  employee: EmployeeProfile;
  today: string;
  /** The countries the profile names, named on the server (countriesFor). */
  countries: CountryList;
};

/** A section of the profile: its heading, with a link to its edit form beside it where there is one. */
function Section({ id, title, change, children }: { id: string; title: string; change?: string | null; children: ReactNode }) {
  const { t } = useTranslation(["employees"]);
  return (
    <section aria-labelledby={id}>
      <div className={styles.sectionHeading}>
        <h2 id={id}>{title}</h2>
        {change ? (
          <Link to={change}>
            {t("view.change")}
            <span className={forms.hidden}> {title}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A date, said to be past when it is: in words, not by colour alone. */
function ExpiryDate({ date, today }: { date: string; today: string }) {
  const { t } = useTranslation(["employees"]);
  const format = useFormatters();
  if (!isExpired(date, today)) return <>{format.date(date)}</>;
  return (
    <>
      {format.date(date)} <strong className={styles.expired}>({t("view.expired")})</strong>
    </>
  );
}

/**
 * The employee's profile (part 2 §2 screen 5): personal and general information, identity, wage
 * profile, education and certificates. The employer's page and the employee's own show the same.
 */
export function ProfileSections({ subject, employee, today, countries: list }: SectionsProps) {
  const { t } = useTranslation(["employees", "common"]);
  const format = useFormatters();
  const countries = useCountries(list);
  const paths = employeePaths(subject);
  const { profile, bankAccount, identity, wageProfile } = employee;
  const none = t("view.notProvided");
  const orNone = (value: string | null | undefined) => value || none;
  const yesNo = (value: boolean) => t(value ? "common:forms.yes" : "common:forms.no");

  const street = [profile.street, profile.streetNumber].filter(Boolean).join(" ");
  const box = profile.buildingNumber ? t("view.box", { number: profile.buildingNumber }) : "";
  const place = [profile.zip, profile.city].filter(Boolean).join(" ");
  const address = [[street, box].filter(Boolean).join(" "), place, countries.name(profile.country)].filter(Boolean).join(", ");
  const nationality = countries.nationality(profile.nationalityCountry);

  const scans = identity.scans.map((scan) => (
    <li key={`${scan.document}-${scan.side}`}>
      <Link to={paths.identityScan(scan.document, scan.side)} reloadDocument>
        {t("identity.scanLink", { document: t(SCANNED_DOCUMENT_LABELS[scan.document]), side: t(SIDE_LABELS[scan.side]) })}
      </Link>
    </li>
  ));

  return (
    <>
      <Section id="personal-information" title={t("personal.title")} change={paths.editPersonalInformation}>
        <DetailsList
          rows={[
            [t("personal.email"), employee.email],
            [t("personal.mobile"), orNone(employee.mobile)],
            [t("personal.address"), orNone(address)],
            [t("personal.iban"), bankAccount ? <Identifier>{formatIban(bankAccount.iban)}</Identifier> : none],
            [t("personal.bic"), orNone(bankAccount?.bic)],
          ]}
        />
      </Section>

      <Section id="general-information" title={t("general.title")} change={paths.editGeneralInformation}>
        <DetailsList
          rows={[
            [t("general.firstName"), orNone(employee.firstName)],
            [t("general.lastName"), orNone(employee.lastName)],
            [t("general.birthdate"), profile.birthdate ? format.date(profile.birthdate) : none],
            [t("general.placeOfBirth"), orNone(profile.placeOfBirth)],
            [t("general.countryOfBirth"), orNone(countries.name(profile.countryOfBirth))],
            [nationality?.label ?? t("general.nationality"), nationality?.value ?? none],
            [t("general.gender"), employee.gender ? t(GENDER_LABELS[employee.gender]) : none],
            [t("general.preferredLanguage"), LANGUAGE_NAMES[employee.preferredLanguage]],
            [
              t("general.nationalRegisterNumber"),
              employee.nationalRegisterNumber ? <Identifier>{formatNationalRegisterNumber(employee.nationalRegisterNumber)}</Identifier> : none,
            ],
          ]}
        />
      </Section>

      <Section id="identity" title={t("identity.title")}>
        <DetailsList
          rows={[
            [t("identity.idCardNumber"), identity.idCardNumber ? formatIdCardNumber(identity.idCardNumber) : none],
            [t("identity.idCardExpiresOn"), identity.idCardExpiresOn ? <ExpiryDate date={identity.idCardExpiresOn} today={today} /> : none],
            ...(identity.residencePermitCode || identity.residencePermitExpiresOn
              ? ([
                  [t("identity.residencePermitCode"), orNone(identity.residencePermitCode)],
                  [
                    t("identity.residencePermitExpiresOn"),
                    identity.residencePermitExpiresOn ? <ExpiryDate date={identity.residencePermitExpiresOn} today={today} /> : none,
                  ],
                ] as [string, ReactNode][])
              : []),
            ...(identity.workPermitExpiresOn
              ? ([[t("identity.workPermitExpiresOn"), <ExpiryDate key="work" date={identity.workPermitExpiresOn} today={today} />]] as [string, ReactNode][])
              : []),
            [t("identity.check"), t(IDENTITY_CHECK_LABELS[identity.check])],
            [t("identity.scans"), scans.length > 0 ? <ul className={styles.plainList}>{scans}</ul> : t("identity.noScans")],
          ]}
        />
        <p>
          <Link className={forms.secondaryButton} to={paths.verifyIdentity}>
            {t("identity.verify")}
          </Link>
        </p>
      </Section>

      <Section id="wage-profile" title={t("wage.title")} change={paths.editWageProfile}>
        <DetailsList
          rows={[
            [t("wage.maritalState"), t(MARITAL_STATE_LABELS[wageProfile.maritalState])],
            ...(wageProfile.maritalState === "single"
              ? []
              : ([[t("wage.maritalDate"), wageProfile.maritalDate ? format.date(wageProfile.maritalDate) : none]] as [string, ReactNode][])),
            [t("wage.childrenNumber"), format.number(wageProfile.childrenNumber)],
            [t("wage.childrenWithDisabilitiesNumber"), format.number(wageProfile.childrenWithDisabilitiesNumber)],
            [t("wage.dependentPersonsNumber"), format.number(wageProfile.dependentPersonsNumber)],
            [t("wage.dependentPersonsWithDisabilitiesNumber"), format.number(wageProfile.dependentPersonsWithDisabilitiesNumber)],
            [t("wage.isStudent"), yesNo(wageProfile.isStudent)],
            [t("wage.taxCode"), wageProfile.taxCode ? t(TAX_CODE_LABELS[wageProfile.taxCode]) : t("wage.notSet")],
            [t("wage.involuntaryPartTime"), yesNo(wageProfile.involuntaryPartTime)],
          ]}
        />
      </Section>

      <Section id="certificates" title={t("certificates.title")}>
        <Certificates subject={subject} employee={employee} today={today} />
      </Section>
    </>
  );
}

/** The certificates with their expiry and scans, each with an edit link on the employer's page, and an add link. */
function Certificates({ subject, employee, today }: Omit<SectionsProps, "countries">) {
  const { t } = useTranslation(["employees"]);
  const paths = employeePaths(subject);
  const { certificates } = employee;
  const editable = paths.editCertificate;
  return (
    <>
      {certificates.length === 0 ? (
        <p>{t("certificates.none")}</p>
      ) : (
        <TableScroll labelledBy="certificates-caption">
          <table className={tables.table}>
            <caption className={forms.hidden} id="certificates-caption">
              {t("certificates.caption")}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={tables.cell}>
                  {t("certificates.type")}
                </th>
                <th scope="col" className={tables.cell}>
                  {t("certificates.expiresOn")}
                </th>
                <th scope="col" className={tables.cell}>
                  {t("certificates.scans")}
                </th>
                {editable ? (
                  <th scope="col" className={tables.cell}>
                    {t("certificates.actions")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {certificates.map((certificate) => {
                const type = t(CERTIFICATE_TYPE_LABELS[certificate.certificateType]);
                return (
                  <tr key={certificate.id}>
                    <th scope="row" className={tables.cell}>
                      {type}
                    </th>
                    <td className={tables.cell}>
                      {certificate.expiresOn ? <ExpiryDate date={certificate.expiresOn} today={today} /> : t("certificates.noExpiry")}
                    </td>
                    <td className={tables.cell}>
                      <ul className={styles.plainList}>
                        {certificate.sides.map((side) => (
                          <li key={side}>
                            <Link to={paths.certificateScan(certificate.id, side)} reloadDocument>
                              {t(SIDE_LABELS[side])}
                              <span className={forms.hidden}> {type}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </td>
                    {editable ? (
                      <td className={tables.cell}>
                        <Link to={editable(certificate.id)}>
                          {t("certificates.edit")}
                          <span className={forms.hidden}> {type}</span>
                        </Link>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {paths.addCertificate ? (
        <p>
          <Link className={forms.secondaryButton} to={paths.addCertificate}>
            {t("certificates.add")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * Above the sections: the member's status and when they last used the portal (the employer's page
 * only), and, where they apply, the day flexi work is allowed again and the student hours left.
 */
export function ProfileSummary({ employee, member }: { employee: EmployeeProfile; member: { status: TeamMemberStatus; archived: boolean } | null }) {
  const { t } = useTranslation(["employees"]);
  const format = useFormatters();
  const rows: [string, ReactNode][] = [];
  if (member) {
    rows.push([t("view.status"), member.archived ? t("view.archivedStatus") : t(STATUS_LABELS[member.status])]);
    rows.push([t("view.lastSeen"), employee.lastSeenAt ? format.dateTime(employee.lastSeenAt) : t("view.neverSeen")]);
  }
  if (employee.flexiForbiddenUntil) rows.push([t("view.flexiForbiddenUntil"), format.date(employee.flexiForbiddenUntil)]);
  // This year's balance, and next years' once a contract or an allowance reaches them.
  for (const { year, hoursLeft } of employee.studentHoursByYear ?? []) {
    rows.push([t("view.remainingStudentHours", { year }), t("view.hours", { hours: format.number(hoursLeft) })]);
  }
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="summary">
      <h2 id="summary" className={forms.hidden}>
        {t("view.summary")}
      </h2>
      <DetailsList rows={rows} />
    </section>
  );
}
