// The queries of the relevance benchmark (bench/relevance.ts): what a reader types into the
// search box, as they would type it (lower case, loose words, names spelled several ways),
// each with the page they want. A result counts when it links to that page or to a section
// of it.

export interface RelevanceQuery {
  query: string;
  /** The page the reader wants: its path, without base URL, query or hash. */
  want: string;
}

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Custom resources, spelled as a reader might: two words, CamelCase, kebab case.
  { query: "cascading rule", want: "/docs/api/crds/cascading-rule" },
  { query: "CascadingRule", want: "/docs/api/crds/cascading-rule" },
  { query: "cascading-rule", want: "/docs/api/crds/cascading-rule" },
  { query: "scan type", want: "/docs/api/crds/scan-type" },
  { query: "ScanType", want: "/docs/api/crds/scan-type" },
  { query: "scheduled scan", want: "/docs/api/crds/scheduled-scan" },
  { query: "parse definition", want: "/docs/api/crds/parse-definition" },
  { query: "scan completion hook", want: "/docs/api/crds/scan-completion-hook" },
  { query: "ScanCompletionHook", want: "/docs/api/crds/scan-completion-hook" },
  { query: "custom resource definitions", want: "/docs/api/crds" },
  { query: "finding format", want: "/docs/api/finding" },

  // Scanners and hooks by name, as they come to mind.
  { query: "nmap", want: "/docs/scanners/nmap" },
  { query: "owasp zap", want: "/docs/scanners/zap" },
  { query: "zap advanced", want: "/docs/scanners/zap-advanced" },
  { query: "kube hunter", want: "/docs/scanners/kube-hunter" },
  { query: "kubehunter", want: "/docs/scanners/kube-hunter" },
  { query: "wp scan", want: "/docs/scanners/wpscan" },
  { query: "ssh audit", want: "/docs/scanners/ssh-audit" },
  { query: "git repo scanner", want: "/docs/scanners/git-repo-scanner" },
  { query: "trivy sbom", want: "/docs/scanners/trivy-sbom" },
  { query: "typo3", want: "/docs/scanners/typo3scan" },
  { query: "sslyze", want: "/docs/scanners/sslyze" },
  { query: "defect dojo", want: "/docs/hooks/defectdojo" },
  { query: "dependency track", want: "/docs/hooks/dependency-track" },
  { query: "elasticsearch", want: "/docs/hooks/elasticsearch" },
  { query: "generic webhook", want: "/docs/hooks/generic-webhook" },
  { query: "update field hook", want: "/docs/hooks/update-field" },
  { query: "azure monitor", want: "/docs/hooks/azure-monitor" },
  { query: "static report", want: "/docs/hooks/static-report" },
  { query: "finding post processing", want: "/docs/hooks/finding-post-processing" },

  // Tasks.
  { query: "install the operator", want: "/docs/getting-started/installation" },
  { query: "uninstall", want: "/docs/getting-started/uninstallation" },
  { query: "first scan", want: "/docs/getting-started/first-scans" },
  { query: "run a scan every night", want: "/docs/how-tos/automatically-repeating-scans" },
  { query: "repeat scans on a schedule", want: "/docs/how-tos/automatically-repeating-scans" },
  { query: "send findings to slack", want: "/docs/hooks/notification-webhook" },
  { query: "write a new hook", want: "/docs/contributing/integrating-a-hook" },
  { query: "add a new scanner", want: "/docs/contributing/integrating-a-scanner" },
  { query: "scan a web application", want: "/docs/how-tos/scanning-web-applications" },
  { query: "scan my network", want: "/docs/how-tos/scanning-networks" },
  { query: "store findings", want: "/docs/how-tos/persistence-storage" },
  { query: "auto discovery", want: "/docs/auto-discovery/overview" },
  { query: "limit scan scope", want: "/docs/how-tos/scope" },
  { query: "report a vulnerability", want: "/docs/security" },
  { query: "backport a fix", want: "/docs/contributing/backports" },
  { query: "run scanners on windows", want: "/docs/community-features/windows-scanners" },

  // Error words, pasted from kubectl.
  { query: "ImagePullBackOff", want: "/docs/getting-started/troubleshooting" },
  { query: "OOMKilled", want: "/docs/getting-started/troubleshooting" },
  { query: "scan stuck", want: "/docs/getting-started/troubleshooting" },

  // The blog.
  { query: "log4shell", want: "/blog/2022/01/18/log4shell" },
  { query: "blini recipe", want: "/blog/2020/09/08/blinmaker" },
];
