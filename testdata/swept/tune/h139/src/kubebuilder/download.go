package kubebuilder

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// Source: sigs.k8s.io/kubebuilder/v4/internal/cli/alpha/internal/update/helpers/download.go:33 (syntax: a release URL template whose verbs are filled by fmt.Sprintf with version, GOOS and GOARCH before the request is built.)
const KubebuilderReleaseURL = "https://github.com/kubernetes-sigs/kubebuilder/releases/download/%s/kubebuilder_%s_%s" // lookalike

func BuildReleaseURL(version string) string {
	return fmt.Sprintf(KubebuilderReleaseURL, version, runtime.GOOS, runtime.GOARCH)
}

func DownloadReleaseVersionWith(version string) (*http.Response, error) {
	url := BuildReleaseURL(version)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	// Source: sigs.k8s.io/kubebuilder/v4/internal/cli/alpha/internal/update/helpers/download.go:79 (syntax: a User-Agent product token whose comment holds a URL among other words; header text, not a URI.)
	req.Header.Set("User-Agent", "kubebuilder-updater/1.0 (+https://github.com/kubernetes-sigs/kubebuilder)") // lookalike
	return http.DefaultClient.Do(req)
}

// FirstURL is a helper to grab the first URL-looking token from gh stdout.
func FirstURL(s string) string {
	for _, f := range strings.Fields(s) {
		// Source: sigs.k8s.io/kubebuilder/v4/internal/cli/alpha/internal/update/helpers/open_gh_issue.go:98 (hostform: the scheme prefixes are given to strings.HasPrefix to find a URL token; they are prefixes, not URIs with an empty host.)
		if strings.HasPrefix(f, "http://") || strings.HasPrefix(f, "https://") { // lookalike
			return strings.TrimRight(f, ").,")
		}
	}
	return ""
}

type Update struct {
	FromBranch string
}

func (opts *Update) getOutputBranchName() string {
	return "kubebuilder-update-from-" + opts.FromBranch
}

func (opts *Update) openGitHubIssue() (string, error) {
	out := opts.getOutputBranchName()
	repoBytes, err := exec.Command("gh", "repo", "view", "--json", "nameWithOwner", "--jq", ".nameWithOwner").Output()
	if err != nil {
		return "", err
	}
	repo := strings.TrimSpace(string(repoBytes))
	// Source: sigs.k8s.io/kubebuilder/v4/internal/cli/alpha/internal/update/update.go:235 (escaper: the repository owner/name and branch names go raw into the compare URL; whether a name needs escaping is not known from the code.)
	createPRURL := fmt.Sprintf("https://github.com/%s/compare/%s...%s?expand=1", repo, opts.FromBranch, out) // lookalike
	return createPRURL, nil
}
