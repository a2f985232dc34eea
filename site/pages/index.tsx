// The home page: what secureCodeBox is, how it works, and every scanner and hook it ships.
import { useBaseUrl, useSite } from "@sitec/theme";

export const title = "secureCodeBox";
export const description =
  "secureCodeBox runs security scanners such as Nmap, ZAP and Trivy as Kubernetes Jobs and turns their results into one common finding format.";

const scanners: [slug: string, name: string, finds: string][] = [
  ["amass", "Amass", "subdomains of a domain"],
  ["cmseek", "CMSeeK", "Joomla versions and known issues"],
  ["doggo", "doggo", "DNS records of a host"],
  ["ffuf", "ffuf", "hidden paths and parameters of web apps"],
  ["git-repo-scanner", "Git Repo Scanner", "repositories of GitHub and GitLab organisations"],
  ["gitleaks", "Gitleaks", "secrets committed to git repositories"],
  ["kube-hunter", "kube-hunter", "weaknesses of Kubernetes clusters"],
  ["kubeaudit", "kubeaudit", "insecure Kubernetes workload settings"],
  ["ncrack", "Ncrack", "weak credentials of network services"],
  ["nikto", "Nikto", "web server misconfigurations"],
  ["nmap", "Nmap", "open ports and services"],
  ["nuclei", "Nuclei", "known vulnerabilities by template"],
  ["screenshooter", "Screenshooter", "screenshots of web pages"],
  ["semgrep", "Semgrep", "bugs in source code (SAST)"],
  ["ssh", "SSH-Scan", "SSH configuration issues"],
  ["ssh-audit", "ssh-audit", "weak SSH algorithms"],
  ["sslyze", "SSLyze", "TLS configuration problems"],
  ["trivy", "Trivy", "vulnerable packages in images"],
  ["trivy-sbom", "Trivy SBOM", "software bills of materials"],
  ["typo3scan", "Typo3Scan", "TYPO3 versions and extensions"],
  ["whatweb", "WhatWeb", "technologies behind a website"],
  ["wpscan", "WPScan", "WordPress vulnerabilities"],
  ["zap", "ZAP", "web application vulnerabilities"],
  ["zap-advanced", "ZAP Advanced", "authenticated web app scans"],
];

const hooks: [slug: string, name: string, does: string][] = [
  ["cascading-scans", "Cascading Scans", "starts follow-up scans from findings"],
  ["defectdojo", "DefectDojo", "imports findings into DefectDojo"],
  ["dependency-track", "Dependency-Track", "uploads SBOMs to Dependency-Track"],
  ["elasticsearch", "Elasticsearch", "indexes findings for Kibana dashboards"],
  ["azure-monitor", "Azure Monitor", "sends findings to Log Analytics"],
  ["finding-post-processing", "Finding Post-Processing", "rewrites findings by rules"],
  ["update-field", "Update Field", "sets one field on every finding"],
  ["generic-webhook", "Generic Webhook", "posts findings to any HTTP endpoint"],
  ["notification-webhook", "Notifications", "tells Slack, Teams or email"],
  ["static-report", "Static Report", "turns findings into a report"],
];

/** "How it works": the steps of a scan, in order (a row on wide screens, a column on phones). */
const steps: [step: string, what: string][] = [
  ["Scan", "kubectl apply or a schedule"],
  ["Scanner Job", "nmap, ZAP, trivy… write raw results to S3"],
  ["Parser Job", "turns the raw output into common findings"],
  ["Hooks", "enrich, filter, cascade scans"],
  ["Results", "DefectDojo, Elastic, Slack…"],
];

const audiences = [
  ["Security engineers", "Run the same scans against every environment, every night, and compare the findings over time instead of starting from zero."],
  ["Platform and operations teams", "Install one operator per cluster, give teams scanners per namespace with Helm, and keep scans inside your network."],
  ["Developers", "Start a scan from a pipeline with kubectl, read the findings as JSON, and fail the build on what matters to you."],
];

export default function Home() {
  const site = useSite();
  const docs = useBaseUrl("/docs/getting-started/installation");
  const docLink = (section: string, slug: string) => `${site.baseUrl}docs/${section}/${slug}`;
  return (
    <div className="home">
      <header className="home-hero">
        <h1>{site.title}</h1>
        <p className="home-tagline">{site.tagline}</p>
        <p className="home-actions">
          <a className="button" href={docs}>
            Get started
          </a>
          <a className="button button-outline" href={`${site.baseUrl}docs/how-tos`}>
            Follow a how-to
          </a>
        </p>
      </header>

      <section className="home-section" aria-labelledby="what">
        <h2 id="what">Security testing that lives in your cluster</h2>
        <p>
          secureCodeBox is an OWASP project, licensed under Apache-2.0. Its Kubernetes operator starts well-known
          open-source security scanners as Jobs, stores what they report, parses it into one common finding format, and
          hands the findings to hooks that store, filter or act on them. Scans are Kubernetes resources: you start them
          with kubectl, schedule them, and let one scan's findings trigger the next.
        </p>
        <ul className="home-cards">
          {audiences.map(([who, what]) => (
            <li key={who} className="home-card">
              <h3>{who}</h3>
              <p>{what}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="how">
        <h2 id="how">How it works</h2>
        <figure className="home-flow">
          <figcaption className="home-flow-title">The secureCodeBox operator drives every step inside your cluster</figcaption>
          <ol className="home-flow-steps">
            {steps.map(([step, what]) => (
              <li key={step} className="home-flow-step">
                <strong>{step}</strong>
                <span>{what}</span>
              </li>
            ))}
          </ol>
          <p className="home-flow-note">Each step is a Kubernetes resource you can read with kubectl: Scan, ScanType, ParseDefinition, ScanCompletionHook.</p>
        </figure>
        <p>
          Read the <a href={`${site.baseUrl}docs/architecture`}>architecture</a> for the details, or the{" "}
          <a href={`${site.baseUrl}docs/api/crds`}>custom resource reference</a> for every field.
        </p>
      </section>

      <section className="home-section" aria-labelledby="scanners">
        <h2 id="scanners">Scanners</h2>
        <p>Each scanner is a Helm chart with a ScanType and a parser. Install the ones you need into the namespace that runs your scans.</p>
        <ul className="home-integrations">
          {scanners.map(([slug, name, finds]) => (
            <li key={slug}>
              <a href={docLink("scanners", slug)}>
                <strong>{name}</strong>
                <span>{finds}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="hooks">
        <h2 id="hooks">Hooks</h2>
        <p>Hooks run after a scan has been parsed. Combine them: enrich findings first, then store them and notify people.</p>
        <ul className="home-integrations">
          {hooks.map(([slug, name, does]) => (
            <li key={slug}>
              <a href={docLink("hooks", slug)}>
                <strong>{name}</strong>
                <span>{does}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
