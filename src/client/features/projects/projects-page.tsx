// /projects: the user's rank-tracking projects with their monthly forecasts, a form to create one from
// a saved list or pasted keywords (the plan's caps are the server's), and the first run.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CHECK_INTERVALS, PROJECT_DEVICES, type CheckInterval, type ProjectDevice } from '@shared/projects/options';
import { usePageTitle } from '../../components/layout/use-page-title';
import { LanguageCombobox, LocationCombobox } from '../../components/markets';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useListMarket, useLists } from '../lists/entry-reads';
import { useCreateProject, useDeleteProject, useProjects, useRunChecks } from './api/projects';
import { ForecastText } from './forecast-text';

const INTERVAL_TEXT: Record<CheckInterval, string> = { daily: 'Daily', weekly: 'Weekly', paused: 'Paused' };

export function ProjectsPage() {
  usePageTitle('Projects');
  const projects = useProjects();
  const lists = useLists();
  const create = useCreateProject();
  const remove = useDeleteProject();
  const run = useRunChecks();
  const market = useListMarket();
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [devices, setDevices] = useState<ProjectDevice[]>(['desktop', 'mobile']);
  const [interval, setInterval] = useState<CheckInterval>('daily');
  const [source, setSource] = useState<'list' | 'paste'>('list');
  const [listId, setListId] = useState('');
  const [pasted, setPasted] = useState('');

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const keywords = source === 'list' ? { source: 'list' as const, listId } : { source: 'paste' as const, keywords: pasted.split('\n').filter((k) => k.trim() !== '') };
    create.mutate(
      { name, target, devices, interval, locationCode: market.locationCode, languageCode: market.languageCode, keywords },
      {
        onSuccess: () => {
          setName('');
          setTarget('');
          toast.success('Project created. Check its forecast, then run the first check.');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  const toggle = (device: ProjectDevice) => setDevices((current) => (current.includes(device) ? current.filter((d) => d !== device) : [...current, device]));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Projects</h1>
        <p className="mt-2 text-muted-foreground">
          Track where your site ranks and whether Google’s AI Overview cites it, day by day.
          {projects.data ? ` Your plan allows ${projects.data.maxProjects} projects and ${projects.data.maxTrackedKeywords.toLocaleString('en-US')} tracked keywords (${projects.data.trackedKeywords.toLocaleString('en-US')} in use).` : null}
        </p>
      </div>
      <form onSubmit={onCreate} className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2" aria-label="New project">
        <div className="flex flex-col gap-1">
          <Label htmlFor="project-name">Project name</Label>
          <Input id="project-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="project-target">Your domain, subdomain or folder</Label>
          <Input id="project-target" value={target} onChange={(e) => setTarget(e.target.value)} placeholder="example.com" required />
        </div>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <LanguageCombobox id="project-language" className="w-44" value={market.languageCode} onChange={market.setLanguage} />
          <LocationCombobox id="project-location" className="w-48" value={market.locationCode} onChange={market.setLocation} />
          <fieldset className="flex gap-3">
            <legend className="text-sm font-medium">Devices</legend>
            {PROJECT_DEVICES.map((device) => (
              <label key={device} className="flex items-center gap-1 text-sm capitalize">
                <input type="checkbox" checked={devices.includes(device)} onChange={() => toggle(device)} />
                {device}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <Label htmlFor="project-interval">Check interval</Label>
            <select id="project-interval" className="h-9 rounded-md border border-input px-2 text-sm" value={interval} onChange={(e) => setInterval(e.target.value as CheckInterval)}>
              {CHECK_INTERVALS.map((value) => (
                <option key={value} value={value}>
                  {INTERVAL_TEXT[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="project-source">Keywords from</Label>
            <select id="project-source" className="h-9 w-56 rounded-md border border-input px-2 text-sm" value={source} onChange={(e) => setSource(e.target.value as 'list' | 'paste')}>
              <option value="list">A saved list</option>
              <option value="paste">Pasted keywords</option>
            </select>
          </div>
          {source === 'list' ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor="project-list">Saved list</Label>
              <select id="project-list" className="h-9 w-full max-w-sm rounded-md border border-input px-2 text-sm" value={listId} onChange={(e) => setListId(e.target.value)} required>
                <option value="">Choose a list</option>
                {lists.data?.lists.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name} ({list.keywordCount})
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <Label htmlFor="project-keywords">Keywords, one a line</Label>
              <textarea id="project-keywords" className="min-h-24 rounded-md border border-input p-2 text-sm" value={pasted} onChange={(e) => setPasted(e.target.value)} required />
            </div>
          )}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending || devices.length === 0}>
            Create project
          </Button>
        </div>
      </form>
      {projects.isPending ? (
        <Spinner className="py-16" />
      ) : projects.error ? (
        <Alert tone="error">{projects.error.message}</Alert>
      ) : projects.data.projects.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">No projects yet. Create one from a saved list.</CardContent>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {projects.data.projects.map((project) => (
            <li key={project.id} className="rounded-lg border border-border p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/projects/${project.id}`} className="text-lg font-medium text-primary hover:underline">
                  {project.name}
                </Link>
                <span className="text-sm text-muted-foreground break-all">{project.target}</span>
              </div>
              <p className="mt-1 text-sm">
                {project.keywordCount.toLocaleString('en-US')} keywords · {project.devices.join(' and ')} · {INTERVAL_TEXT[project.interval]}
              </p>
              <p className="mt-1 text-sm text-muted-foreground" data-testid="forecast">
                Monthly forecast: <ForecastText forecast={project.forecast} />
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" disabled={run.isPending} onClick={() => run.mutate(project.id, { onSuccess: (answer) => toast.success(`${answer.due} keywords are being checked.`) })}>
                  Run checks now
                </Button>
                <Button variant="outline" size="sm" aria-label={`Delete project ${project.name}`} onClick={() => remove.mutate(project.id)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
