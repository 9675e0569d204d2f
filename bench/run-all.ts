// `npm run bench`: every benchmark in turn, one summary table, figures in bench/results/*.json.
import { gamesUploadRows, measureGamesUpload } from './games-upload.ts';
import { handCameraRows, measureHandCamera } from './hand-camera.ts';
import { writeResult } from './lib/results.ts';
import { lighthouseRows, measureLighthouseLogin } from './lighthouse-login.ts';
import { lighthousePlayRow, measureLighthousePlay } from './lighthouse-play.ts';
import { printTable } from './lib/table.ts';
import { measureItemsTable, measureMonacoChunk } from './games-web.ts';
import {
  measureOrganisationsApi,
  organisationsApiResultName,
  organisationsApiRows,
} from './organisations-api.ts';
import { measurePlayAnswers, playAnswersRows } from './play-answers.ts';
import { measurePlayFlood, playFloodRows } from './play-flood.ts';
import { measureProxyInstances, proxyInstancesRows } from './proxy-instances.ts';
import { exportTrialsRows, measureExportTrials } from './export-trials.ts';
import { measureResultsPages, resultsPagesResultName, resultsPagesRows } from './results-pages.ts';
import {
  measureParticipantImport,
  participantImportResultName,
  participantImportRows,
} from './participant-import.ts';
import { measureParticipants, participantsResultName, participantsRows } from './participants.ts';
import { measureSchoolListRender, schoolListRenderRows } from './school-list-render.ts';
import { measureStaffHomeRender, staffHomeRenderRows } from './staff-home-render.ts';
import { measureStartup } from './startup.ts';
import { measureUploadEventLoop, uploadEventLoopRows } from './upload-event-loop.ts';
import { measureWebBundle } from './web-bundle.ts';

const KB = 1000;
const rows: (string | number)[][] = [];
let allWithin = true;
/** What was not measured, and why: listed under the summary. */
const skipped: string[] = [];

const bundle = measureWebBundle();
writeResult('web-bundle', { unit: 'bytes', pages: bundle });
for (const page of bundle) {
  rows.push([
    `JS gzip, ${page.page}`,
    `${(page.gzipBytes / KB).toFixed(1)} KB`,
    `${page.budgetBytes / KB} KB`,
    verdict(page.withinBudget),
  ]);
  allWithin &&= page.withinBudget;
}

console.log('measuring npm start (1 warm-up + 5 runs)...');
const startup = await measureStartup();
writeResult('startup', { unit: 'ms', ...startup });
rows.push([
  'npm start -> ready (median / max)',
  `${Math.round(startup.medianMs)} / ${Math.round(startup.maxMs)} ms`,
  `< ${startup.goalMs} ms`,
  verdict(startup.withinGoal),
]);
allWithin &&= startup.withinGoal;

console.log('measuring the games pages (Monaco chunk, items table with 10,000 instances)...');
const monaco = measureMonacoChunk();
const itemsTable = await measureItemsTable();
writeResult('games-web', { unit: 'ms', monaco, itemsTable });
rows.push([
  "Monaco in other pages' first load",
  `${monaco.routesLoadingMonaco.length} of ${monaco.routesChecked} routes`,
  '0',
  verdict(monaco.withinGoal),
]);
rows.push([
  'rule-finding table, 10,000 instances: longest task',
  `${itemsTable.maxMs} ms`,
  `<= ${itemsTable.goalMs} ms`,
  verdict(itemsTable.withinGoal),
]);
allWithin &&= monaco.withinGoal && itemsTable.withinGoal;

console.log('measuring camera mode: the hand model in headless Chromium on the CPU...');
const handCamera = await measureHandCamera();
writeResult('hand-camera', handCamera);
rows.push(...handCameraRows(handCamera));

console.log('measuring game uploads and the instance list (PGlite and PostgreSQL)...');
const gamesUpload = await measureGamesUpload();
writeResult('games-upload', gamesUpload);
rows.push(...gamesUploadRows(gamesUpload));
allWithin &&= gamesUpload.withinGoal;
skipped.push(...gamesUpload.skipped.map((reason) => `game uploads: ${reason}`));

console.log(
  'measuring GET /readyz during the largest allowed upload and a 1,000,000-element one...',
);
const uploadEventLoop = await measureUploadEventLoop();
writeResult('upload-event-loop', uploadEventLoop);
rows.push(...uploadEventLoopRows(uploadEventLoop));
allWithin &&= uploadEventLoop.withinGoal;
skipped.push(...uploadEventLoop.skipped.map((reason) => `upload event loop: ${reason}`));

console.log(
  'measuring assessments: starting 500 sessions, answers at 300/s (PGlite and PostgreSQL)...',
);
const playAnswers = await measurePlayAnswers();
writeResult('play-answers', playAnswers);
rows.push(...playAnswersRows(playAnswers));
allWithin &&= playAnswers.withinGoal;
skipped.push(...playAnswers.skipped.map((reason) => `assessments: ${reason}`));

console.log('measuring a play GET under a flood of 1 MiB bodies (15 s per database)...');
const playFlood = await measurePlayFlood();
writeResult('play-flood', playFlood);
rows.push(...playFloodRows(playFlood));
allWithin &&= playFlood.withinGoal;
skipped.push(...playFlood.skipped.map((reason) => `play flood: ${reason}`));

console.log('measuring the trials CSV export of 1,000,000 answers (PGlite and PostgreSQL)...');
const exportTrials = await measureExportTrials();
writeResult('export-trials', exportTrials);
rows.push(...exportTrialsRows(exportTrials));
allWithin &&= exportTrials.withinGoal;
skipped.push(...exportTrials.skipped.map((reason) => `trials export: ${reason}`));

console.log(
  'measuring the results pages (1,000 sessions, 1,000,000 answers): API p99, long tasks...',
);
const resultsPages = await measureResultsPages();
writeResult(resultsPagesResultName(resultsPages), resultsPages);
rows.push(...resultsPagesRows(resultsPages));
allWithin &&= resultsPages.withinGoal;

console.log('measuring GET /api/schools and staff (1,000 schools, 20,000 memberships)...');
const organisationsApi = await measureOrganisationsApi();
writeResult(organisationsApiResultName(organisationsApi), organisationsApi);
rows.push(...organisationsApiRows(organisationsApi));
allWithin &&= organisationsApi.withinGoal;

console.log('measuring a class import of 500 rows (and the preview of 10,000)...');
const participantImport = await measureParticipantImport();
writeResult(participantImportResultName(participantImport), participantImport);
rows.push(...participantImportRows(participantImport));
allWithin &&= participantImport.withinGoal;

console.log('measuring two instances behind nginx on PostgreSQL: mixed reads, rolling restart...');
const proxyInstances = await measureProxyInstances();
if ('skipped' in proxyInstances) {
  rows.push(['two instances behind nginx', 'not measured', '', 'SKIPPED']);
  skipped.push(`two instances behind nginx: ${proxyInstances.skipped}`);
} else {
  writeResult('proxy-instances', proxyInstances);
  rows.push(...proxyInstancesRows(proxyInstances));
  allWithin &&= proxyInstances.withinGoal;
}

console.log('measuring participants (10,000): GET /api/participants at 100/s, page long tasks...');
const participants = await measureParticipants();
writeResult(participantsResultName(participants), participants);
rows.push(...participantsRows(participants));
allWithin &&= participants.withinGoal;

console.log('measuring the school list page (1,000 cards): longest tasks...');
const schoolList = await measureSchoolListRender();
writeResult('school-list-render', { unit: 'ms', ...schoolList });
rows.push(...schoolListRenderRows(schoolList));
allWithin &&= schoolList.withinGoal;

console.log("measuring the staff's school page (30 classes, 750 children): longest tasks...");
const staffHome = await measureStaffHomeRender();
writeResult('staff-home-render', { unit: 'ms', ...staffHome });
rows.push(...staffHomeRenderRows(staffHome));
allWithin &&= staffHome.withinGoal;

console.log('running Lighthouse on /login (3 runs each, mobile and desktop)...');
const lighthouse = await measureLighthouseLogin();
writeResult('lighthouse-login', lighthouse);
rows.push(...lighthouseRows(lighthouse));
allWithin &&= lighthouse.withinGoal;

console.log('running Lighthouse on the play page (3 runs, tablet)...');
const lighthousePlay = await measureLighthousePlay();
writeResult('lighthouse-play', lighthousePlay);
rows.push(lighthousePlayRow(lighthousePlay));
allWithin &&= lighthousePlay.withinGoal;

console.log('');
printTable(['measure', 'figure', 'goal', 'result'], rows);
for (const reason of skipped) console.log(`SKIPPED ${reason}`);
console.log('\nfigures written to bench/results/web-bundle.json and bench/results/startup.json');
if (!allWithin) process.exitCode = 1;

function verdict(ok: boolean): string {
  return ok ? 'ok' : 'MISSED';
}
