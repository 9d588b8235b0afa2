-- Surveys (part 1 §2.4, §3, §4): the questionnaire of each survey type, the answers an employer gives,
-- and when a survey was completed. A completed survey is CLOSED and keeps its answers (view only).

-- The participant id names the survey's respondent towards the survey tool: short and readable.
create sequence survey_participant_seq start 100001;
alter table surveys
  add column participant_id text not null default ('P' || nextval('survey_participant_seq')),
  add column completed_at timestamptz;
create unique index surveys_participant_key on surveys (participant_id);

-- Surveys closed before this migration count as completed when they were created.
update surveys set completed_at = created_at where state = 'CLOSED';
alter table surveys add constraint surveys_completed_when_closed check ((state = 'CLOSED') = (completed_at is not null));

-- The list (Query.companySurveys): one page of a company's surveys, newest first and the id as
-- tie-breaker, with or without a state. Each index serves one filter's order and count; the state one
-- also serves the dashboard's count of opened surveys, which surveys_company_idx did.
create index surveys_company_created_idx on surveys (company_id, created_at desc, id desc);
create index surveys_company_state_created_idx on surveys (company_id, state, created_at desc, id desc);
drop index surveys_company_idx;

-- Questions are reference data, the same in every environment: the migration holds them, not the seed.
create table survey_questions (
  id serial primary key,
  survey_type text not null
    check (survey_type in ('first_company_survey', 'second_company_survey', 'first_employee_survey', 'second_employee_survey')),
  position integer not null check (position > 0),
  kind text not null check (kind in ('rating', 'yes_no', 'text')),
  required boolean not null,
  text_en text not null,
  text_nl text not null,
  text_fr text not null,
  unique (survey_type, position)
);

-- One row per answered question; an optional question left empty has none. Which values are
-- acceptable is domain/surveys.ts's to say; the table only insists on one value per answer.
create table survey_answers (
  survey_id integer not null references surveys (id) on delete cascade,
  question_id integer not null references survey_questions (id),
  rating integer,
  yes boolean,
  text text,
  primary key (survey_id, question_id),
  check (num_nonnulls(rating, yes, text) = 1)
);

insert into survey_questions (survey_type, position, kind, required, text_en, text_nl, text_fr) values
  -- The worker after the first week.
  ('first_company_survey', 1, 'rating', true,
    'How would you rate the worker''s first week overall?',
    'Hoe beoordeelt u de eerste week van de uitzendkracht in het algemeen?',
    'Comment évaluez-vous la première semaine de l''intérimaire dans l''ensemble ?'),
  ('first_company_survey', 2, 'rating', true,
    'How would you rate the quality of the worker''s work?',
    'Hoe beoordeelt u de kwaliteit van het werk van de uitzendkracht?',
    'Comment évaluez-vous la qualité du travail de l''intérimaire ?'),
  ('first_company_survey', 3, 'rating', true,
    'How would you rate the worker''s punctuality and reliability?',
    'Hoe beoordeelt u de stiptheid en de betrouwbaarheid van de uitzendkracht?',
    'Comment évaluez-vous la ponctualité et la fiabilité de l''intérimaire ?'),
  ('first_company_survey', 4, 'yes_no', true,
    'Did the worker follow the safety rules and instructions of your workplace?',
    'Heeft de uitzendkracht de veiligheidsregels en de instructies van uw werkplek nageleefd?',
    'L''intérimaire a-t-il respecté les règles de sécurité et les consignes de votre lieu de travail ?'),
  ('first_company_survey', 5, 'yes_no', true,
    'Does the worker have the skills the job requires?',
    'Heeft de uitzendkracht de vaardigheden die de functie vraagt?',
    'L''intérimaire possède-t-il les compétences que le poste exige ?'),
  ('first_company_survey', 6, 'text', false,
    'What went well, and what could the worker improve?',
    'Wat ging goed, en wat kan de uitzendkracht nog verbeteren?',
    'Qu''est-ce qui s''est bien passé, et que pourrait améliorer l''intérimaire ?'),
  -- The worker after the second week.
  ('second_company_survey', 1, 'rating', true,
    'How would you rate the worker after two weeks overall?',
    'Hoe beoordeelt u de uitzendkracht na twee weken in het algemeen?',
    'Comment évaluez-vous l''intérimaire après deux semaines dans l''ensemble ?'),
  ('second_company_survey', 2, 'rating', true,
    'How would you rate the worker''s progress since the first week?',
    'Hoe beoordeelt u de vooruitgang van de uitzendkracht sinds de eerste week?',
    'Comment évaluez-vous les progrès de l''intérimaire depuis la première semaine ?'),
  ('second_company_survey', 3, 'rating', true,
    'How would you rate the way the worker works with colleagues?',
    'Hoe beoordeelt u de samenwerking van de uitzendkracht met de collega''s?',
    'Comment évaluez-vous la collaboration de l''intérimaire avec ses collègues ?'),
  ('second_company_survey', 4, 'rating', true,
    'How would you rate how independently the worker carries out their tasks?',
    'Hoe beoordeelt u de zelfstandigheid van de uitzendkracht bij het uitvoeren van de taken?',
    'Comment évaluez-vous l''autonomie de l''intérimaire dans l''exécution de ses tâches ?'),
  ('second_company_survey', 5, 'yes_no', true,
    'Would you like to keep the worker after the current contract ends?',
    'Wilt u de uitzendkracht houden wanneer het huidige contract afloopt?',
    'Souhaitez-vous garder l''intérimaire à la fin du contrat en cours ?'),
  ('second_company_survey', 6, 'text', false,
    'Is there anything else you would like to tell us about the worker?',
    'Wilt u ons nog iets anders over de uitzendkracht laten weten?',
    'Souhaitez-vous nous dire autre chose au sujet de l''intérimaire ?'),
  -- The worker's onboarding at the company.
  ('first_employee_survey', 1, 'rating', true,
    'How would you rate the match between the worker and the job description you gave us?',
    'Hoe beoordeelt u de overeenkomst tussen de uitzendkracht en de functieomschrijving die u ons gaf?',
    'Comment évaluez-vous l''adéquation entre l''intérimaire et la description de fonction que vous nous avez transmise ?'),
  ('first_employee_survey', 2, 'yes_no', true,
    'Did the worker start on the first day with the required work clothes and protective equipment?',
    'Begon de uitzendkracht op de eerste dag met de vereiste werkkledij en beschermingsmiddelen?',
    'L''intérimaire a-t-il commencé le premier jour avec les vêtements de travail et les équipements de protection requis ?'),
  ('first_employee_survey', 3, 'yes_no', true,
    'Did your company give the worker a safety briefing and a tour of the workplace before the work started?',
    'Heeft uw bedrijf de uitzendkracht een veiligheidsinstructie en een rondleiding op de werkplek gegeven voordat het werk begon?',
    'Votre entreprise a-t-elle donné à l''intérimaire une instruction de sécurité et une visite du lieu de travail avant le début du travail ?'),
  ('first_employee_survey', 4, 'rating', true,
    'How would you rate the worker''s integration into the team?',
    'Hoe beoordeelt u de integratie van de uitzendkracht in het team?',
    'Comment évaluez-vous l''intégration de l''intérimaire dans l''équipe ?'),
  ('first_employee_survey', 5, 'rating', true,
    'How would you rate the way our agency prepared the worker for the job?',
    'Hoe beoordeelt u de manier waarop ons kantoor de uitzendkracht op de job heeft voorbereid?',
    'Comment évaluez-vous la manière dont notre agence a préparé l''intérimaire au poste ?'),
  ('first_employee_survey', 6, 'text', false,
    'How could we improve the onboarding of our workers at your company?',
    'Hoe kunnen we het onthaal van onze uitzendkrachten in uw bedrijf verbeteren?',
    'Comment pourrions-nous améliorer l''accueil de nos intérimaires dans votre entreprise ?'),
  -- The cooperation with the agency on this worker's placement.
  ('second_employee_survey', 1, 'rating', true,
    'How would you rate our cooperation on this worker''s placement?',
    'Hoe beoordeelt u onze samenwerking bij de tewerkstelling van deze uitzendkracht?',
    'Comment évaluez-vous notre collaboration pour la mise à l''emploi de cet intérimaire ?'),
  ('second_employee_survey', 2, 'rating', true,
    'How would you rate how quickly and clearly your consultant answered your questions?',
    'Hoe beoordeelt u de snelheid en de duidelijkheid waarmee uw consulent uw vragen beantwoordde?',
    'Comment évaluez-vous la rapidité et la clarté avec lesquelles votre consultant a répondu à vos questions ?'),
  ('second_employee_survey', 3, 'yes_no', true,
    'Were the worker''s contracts and timesheets handled correctly and on time?',
    'Werden de contracten en de urenbladen van de uitzendkracht correct en tijdig verwerkt?',
    'Les contrats et les relevés d''heures de l''intérimaire ont-ils été traités correctement et à temps ?'),
  ('second_employee_survey', 4, 'yes_no', true,
    'Would you work with this worker again?',
    'Zou u opnieuw met deze uitzendkracht willen werken?',
    'Souhaiteriez-vous retravailler avec cet intérimaire ?'),
  ('second_employee_survey', 5, 'rating', true,
    'How would you rate our services overall?',
    'Hoe beoordeelt u onze dienstverlening in het algemeen?',
    'Comment évaluez-vous nos services dans l''ensemble ?'),
  ('second_employee_survey', 6, 'text', false,
    'What should we do differently next time?',
    'Wat moeten we de volgende keer anders doen?',
    'Que devrions-nous faire autrement la prochaine fois ?');
