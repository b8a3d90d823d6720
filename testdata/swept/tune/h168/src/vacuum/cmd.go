package vacuum

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Command is a stand-in for cobra.Command with the fields used here.
type Command struct {
	Use     string
	Short   string
	Example string
}

// baseFlagUsage is the help text of the persistent --base flag (cmd/root.go).
const baseFlagUsage = "Override Base URL or path to use for resolving local file based or remote references"

// GetApplyOverlayCommand returns the apply-overlay command.
func GetApplyOverlayCommand() *Command {
	return &Command{
		Use:   "apply-overlay <spec> <overlay> <output>",
		Short: "Apply an Overlay to an OpenAPI specification",
		// Source: github.com/daveshanley/vacuum/cmd/apply_overlay.go:57 (syntax: command usage examples where the overlay URL sits among words and file names, prose by rule 4)
		Example: "  vacuum apply-overlay openapi.yaml overlay.yaml modified.yaml\n  vacuum apply-overlay spec.yaml https://example.com/overlay.yaml output.yaml\n  cat spec.yaml | vacuum apply-overlay -i overlay.yaml output.yaml", // lookalike
	}
}

// fetchOverlay reads overlay content from a local file or remote URL.
// Remote URLs are limited to http/https schemes.
func fetchOverlay(urlOrPath string, client *http.Client) ([]byte, error) {
	// Source: github.com/daveshanley/vacuum/cmd/apply_overlay.go:278 (sink: a bare scheme prefix only compared with strings.HasPrefix to tell URLs from paths, no URI use by the closing note of the rules; uniform sample 8 of 10 such prefix literals)
	if strings.HasPrefix(urlOrPath, "http://") || // lookalike
		// Source: github.com/daveshanley/vacuum/cmd/apply_overlay.go:278 (sink: the https prefix of the same comparison, only searched for, no URI use by the closing note of the rules; uniform sample 8 of 10)
		strings.HasPrefix(urlOrPath, "https://") { // lookalike
		if client == nil {
			client = &http.Client{Timeout: 30 * time.Second}
		}
		resp, err := client.Get(urlOrPath)
		if err != nil {
			return nil, fmt.Errorf("failed to fetch remote overlay from %s: %w", urlOrPath, err)
		}
		defer resp.Body.Close()
		return io.ReadAll(resp.Body)
	}
	return os.ReadFile(urlOrPath)
}

// lintFileSize returns the size of the spec: for URLs, the downloaded bytes.
func lintFileSize(fileName string, specBytes []byte) int64 {
	var fileSize int64
	// Source: github.com/daveshanley/vacuum/cmd/lint_cmd.go:152 (sink: a scheme prefix compared with strings.HasPrefix to pick the size source, no URI use by the closing note of the rules; uniform sample 8 of 10)
	if strings.HasPrefix(fileName, "http://") || // lookalike
		// Source: github.com/daveshanley/vacuum/cmd/lint_cmd.go:152 (sink: the https prefix of the same comparison, no URI use by the closing note of the rules; uniform sample 8 of 10)
		strings.HasPrefix(fileName, "https://") { // lookalike
		fileSize = int64(len(specBytes))
	} else if fileInfo, err := os.Stat(fileName); err == nil {
		fileSize = fileInfo.Size()
	}
	return fileSize
}

const (
	ASCIIBlue  = "\033[34m"
	ASCIIReset = "\033[0m"
)

// PrintBanner prints the vacuum banner.
func PrintBanner(noStyle bool) {
	if noStyle {
		// Source: github.com/daveshanley/vacuum/cmd/lint_cmd.go:558 (syntax: two project links printed in the banner joined by a bar and spaces, prose by rule 4)
		fmt.Printf(" https://quobix.com/vacuum/ | https://github.com/daveshanley/vacuum\n\n") // lookalike
	} else {
		// Source: github.com/daveshanley/vacuum/cmd/lint_cmd.go:563 (syntax: the same banner links wrapped in color codes by format verbs, printed text by rule 4)
		fmt.Printf("%s https://quobix.com/vacuum/ | https://github.com/daveshanley/vacuum%s\n\n", ASCIIBlue, ASCIIReset) // lookalike
	}
}

// RenderMarkdownSummary renders the markdown report summary.
func RenderMarkdownSummary(overallScore int) {
	buf := new(strings.Builder)
	// Source: github.com/daveshanley/vacuum/cmd/lint_render_summary_markdown.go:68 (syntax: a markdown heading whose link sits in report text between words, prose by rule 4)
	buf.WriteString("## [vacuum](https://quobix.com/vacuum/) OpenAPI quality report") // lookalike
	buf.WriteString(fmt.Sprintf("\n> vacuum has graded this OpenAPI specification with a score of `%d` out of a possible 100\n\n", overallScore))
	// Source: github.com/daveshanley/vacuum/cmd/lint_render_summary_markdown.go:245 (hostform: the link in this closing line of report text has the single-label host quobix, which is no listed host form, and it is prose by rule 4)
	buf.WriteString(fmt.Sprintf("> learn more about vacuum at [quobix.com/vacuum](https://quobix/vacuum/)\n")) // lookalike
	fmt.Print(buf.String())
}

// ResolveBasePathForFile resolves the base used to look up references of a
// spec. The --base flag may be a URL or a path (see baseFlagUsage); the base
// is handed to the rule engine, which treats a value starting with "http" as
// a remote base URL (configureExecutionBase).
func ResolveBasePathForFile(specFilePath string, baseFlag string) (string, error) {
	// If base is explicitly set, use it as-is
	if baseFlag != "" {
		// Source: github.com/daveshanley/vacuum/cmd/lint_shared.go:33 (pathjoin: filepath.Abs joins the --base value to the working directory and cleans it, so a base URL like https://example.com/apis/ becomes /cwd/https:/example.com/apis; this is non-test code on the documented URL form of --base, so the pathjoin rule applies as written)
		return filepath.Abs(baseFlag) // defect pathjoin
	}
	absPath, err := filepath.Abs(specFilePath)
	if err != nil {
		return "", fmt.Errorf("failed to resolve absolute path for %s: %w", specFilePath, err)
	}
	return filepath.Dir(absPath), nil
}

// IndexConfig is a stand-in for the libopenapi index configuration.
type IndexConfig struct {
	BaseURL  *url.URL
	BasePath string
}

// configureExecutionBase mirrors motor.ApplyRulesToRuleSet's handling of Base.
func configureExecutionBase(base string, cfg *IndexConfig) {
	if strings.HasPrefix(base, "http") {
		if !strings.HasSuffix(base, "/") {
			base = base + "/"
		}
		u, _ := url.Parse(base)
		cfg.BaseURL = u
		cfg.BasePath = ""
		return
	}
	cfg.BasePath = base
}

// runLint resolves the base of a lint run and configures the rule engine.
func runLint(fileName, baseFlag string) (*IndexConfig, error) {
	resolvedBase, err := ResolveBasePathForFile(fileName, baseFlag)
	if err != nil {
		return nil, fmt.Errorf("failed to resolve base path: %w", err)
	}
	cfg := &IndexConfig{}
	configureExecutionBase(resolvedBase, cfg)
	return cfg, nil
}

// resolveDocsInput returns the docs input or explains how to supply one.
func resolveDocsInput(input string) (string, error) {
	if input != "" {
		return input, nil
	}
	// Source: github.com/daveshanley/vacuum/cmd/docs.go:180 (syntax: usage text in an error message listing an example URL among commands, prose by rule 4)
	return "", fmt.Errorf("Supply an OpenAPI spec path, URL, or directory to generate API documentation.\nusage:\n  vacuum docs ./openapi.yaml\n  vacuum docs https://example.com/openapi.yaml\n  vacuum docs ./apis --output ./api-docs") // lookalike
}

func isDocsRemoteInput(raw string) bool {
	parsed, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return (parsed.Scheme == "http" || parsed.Scheme == "https") && parsed.Host != ""
}

// resolveDocsLintBase returns the directory of a remote spec as the lint base.
func resolveDocsLintBase(specPath string) (string, error) {
	if isDocsRemoteInput(specPath) {
		parsed, err := url.Parse(specPath)
		if err != nil {
			return "", fmt.Errorf("parse remote spec URL: %w", err)
		}
		dir := path.Dir(parsed.Path)
		if dir == "." {
			dir = "/"
		}
		if dir != "/" && !strings.HasSuffix(dir, "/") {
			dir += "/"
		}
		// Source: github.com/daveshanley/vacuum/cmd/docs_diagnostics.go:235 (baseslash: the base directory of the spec URL is given a trailing slash before it is used as a base, which is what the rules want)
		parsed.Path = dir // lookalike
		parsed.RawQuery = ""
		parsed.Fragment = ""
		return parsed.String(), nil
	}
	return ResolveBasePathForFile(specPath, "")
}

// serveDocsDirectoryWithConfig serves generated docs on the given port.
func serveDocsDirectoryWithConfig(port int, dir string) error {
	// Source: github.com/daveshanley/vacuum/cmd/docs_press.go:410 (syntax: a status line printed to the terminal, the loopback URL is joined to the words around it and fills to a valid port, prose by rule 4)
	fmt.Printf("serving http://127.0.0.1:%d from %s\n", port, dir) // lookalike
	return http.ListenAndServe(fmt.Sprintf(":%d", port), http.FileServer(http.Dir(dir)))
}

func fetchRemoteSpec(u string, client *http.Client) ([]byte, error) {
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Get(u)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// loadExternalSchema loads a referenced schema from a URL or a local file.
func loadExternalSchema(external, currentDir string, allowRemote bool, httpClient *http.Client) (string, []byte, error) {
	// Source: github.com/daveshanley/vacuum/cmd/schema_bundle.go:543 (sink: a scheme prefix compared with strings.HasPrefix to route remote refs, no URI use by the closing note of the rules; uniform sample 8 of 10)
	if strings.HasPrefix(external, "http://") || // lookalike
		// Source: github.com/daveshanley/vacuum/cmd/schema_bundle.go:543 (sink: the https prefix of the same comparison, no URI use by the closing note of the rules; uniform sample 8 of 10)
		strings.HasPrefix(external, "https://") { // lookalike
		if !allowRemote {
			return "", nil, fmt.Errorf("remote schema reference %q found but --remote=false", external)
		}
		raw, err := fetchRemoteSpec(external, httpClient)
		return external, raw, err
	}
	target := external
	if !filepath.IsAbs(target) {
		target = filepath.Join(currentDir, external)
	}
	raw, err := os.ReadFile(target)
	return target, raw, err
}

// isRemoteConfigLocation tells remote language-server config locations from paths.
func isRemoteConfigLocation(value string) bool {
	// Source: github.com/daveshanley/vacuum/language-server/runtime_config.go:496 (sink: a scheme prefix compared with strings.HasPrefix, no URI use by the closing note of the rules; uniform sample 8 of 10)
	return strings.HasPrefix(value, "http://") || // lookalike
		// Source: github.com/daveshanley/vacuum/language-server/runtime_config.go:496 (sink: the https prefix of the same comparison, no URI use by the closing note of the rules; uniform sample 8 of 10)
		strings.HasPrefix(value, "https://") // lookalike
}
