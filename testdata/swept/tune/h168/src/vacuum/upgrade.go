package vacuum

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"strings"
	"time"
)

const (
	DefaultLatestReleaseURL = "https://api.github.com/repos/daveshanley/vacuum/releases/latest"
	DefaultReleaseNotesURL  = "https://github.com/daveshanley/vacuum/releases/latest"
	MethodNPM               = "npm"
	MethodManual            = "manual"
	BrewCaskFullToken       = "daveshanley/vacuum/vacuum"
	NPMPackageName          = "@quobix/vacuum"
	// Source: github.com/daveshanley/vacuum/upgrade/install.go:27 (syntax: the %s hole is filled with a release tag or main by ShellInstallerURLForTag, giving a valid raw.githubusercontent.com URL, judged filled as the closing note of the rules says)
	shellInstallerURL = "https://raw.githubusercontent.com/daveshanley/vacuum/%s/bin/install.sh" // lookalike
)

// ShellInstallerURLForTag returns the install script URL for a release tag.
func ShellInstallerURLForTag(tag string) string {
	tag = strings.TrimSpace(tag)
	if tag == "" {
		tag = "main"
	}
	return fmt.Sprintf(shellInstallerURL, tag)
}

// Action is a planned upgrade command.
type Action struct {
	Method        string
	Command       string
	Args          []string
	CanRun        bool
	Reason        string
	ManualCommand string
}

func actionIfAvailable(method, command string, args []string) Action {
	if _, err := exec.LookPath(command); err != nil {
		return Action{Method: method, Reason: fmt.Sprintf("%s is not available on PATH", command)}
	}
	return Action{Method: method, Command: command, Args: args, CanRun: true}
}

// PlanUpgrade plans how to upgrade an installation.
func PlanUpgrade(method string) Action {
	switch method {
	case MethodNPM:
		// Source: github.com/daveshanley/vacuum/upgrade/action.go:42 (syntax: an npm package spec name@version given as an npm argument, no URI at all and the @ is no userinfo, so no URI use by the closing note of the rules)
		return actionIfAvailable(MethodNPM, "npm", []string{"install", "-g", NPMPackageName + "@latest"}) // lookalike
	default:
		return Action{Method: MethodManual}
	}
}

// ManualUpgradeCommands are shell commands shown to users.
type ManualUpgradeCommands struct {
	Homebrew string
	NPM      string
	Shell    string
}

// ManualCommandSet returns the manual upgrade commands for a version.
func ManualCommandSet(latestVersion string) ManualUpgradeCommands {
	return ManualUpgradeCommands{
		Homebrew: "brew upgrade --cask " + BrewCaskFullToken,
		// Source: github.com/daveshanley/vacuum/upgrade/action.go:160 (syntax: an npm install command line shown to the user, the package spec is no URI, text shown to users by rule 4)
		NPM:   "npm install -g " + NPMPackageName + "@latest", // lookalike
		Shell: "curl -sSL " + ShellInstallerURLForTag(latestVersion) + " | sh",
	}
}

// CheckOptions configures the release check.
type CheckOptions struct {
	LatestReleaseURL string
	Timeout          time.Duration
	HTTPClient       *http.Client
}

// LatestRelease is the GitHub latest release response.
type LatestRelease struct {
	TagName    string `json:"tag_name"`
	HTMLURL    string `json:"html_url"`
	Draft      bool   `json:"draft"`
	Prerelease bool   `json:"prerelease"`
}

// FetchLatestRelease reads the latest stable release.
func FetchLatestRelease(ctx context.Context, opts CheckOptions) (*LatestRelease, error) {
	u := opts.LatestReleaseURL
	if u == "" {
		u = DefaultLatestReleaseURL
	}
	client := opts.HTTPClient
	if client == nil {
		client = &http.Client{Timeout: opts.Timeout}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, fmt.Errorf("latest release request returned status %s", resp.Status)
	}
	var release LatestRelease
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&release); err != nil {
		return nil, err
	}
	if release.HTMLURL == "" {
		release.HTMLURL = DefaultReleaseNotesURL
	}
	if release.Draft || release.Prerelease {
		return nil, fmt.Errorf("latest release is not a stable published release")
	}
	return &release, nil
}

// RenderNotice writes the update notice.
func RenderNotice(w io.Writer, current, latest, releaseURL string) {
	if releaseURL == "" {
		releaseURL = DefaultReleaseNotesURL
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "UPDATE AVAILABLE: %s -> %s\nRun vacuum upgrade to install the latest release.\nRelease notes: %s\n", current, latest, releaseURL)
	fmt.Fprintln(w)
}
