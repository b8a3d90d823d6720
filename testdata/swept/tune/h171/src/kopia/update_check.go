package kopia

import (
	"context"
	"fmt"
	"log"
	"net/http"
)

// BuildGitHubRepo is the owner/name of the GitHub repository releases come from.
var BuildGitHubRepo = "kopia/kopia"

const (
	// Source: github.com/kopia/kopia/cli/update_check.go:28 (syntax: the %v verb is filled with the owner/name repository path, so the request URL is valid)
	latestReleaseGitHubURLFormat = "https://api.github.com/repos/%v/releases/latest" // lookalike
	// Source: github.com/kopia/kopia/cli/update_check.go:29 (syntax: template filled with the repository path and a release tag, valid once filled)
	checksumsURLFormat = "https://github.com/%v/releases/download/%v/checksums.txt.sig" // lookalike
	// Source: github.com/kopia/kopia/cli/update_check.go:35 (syntax: a release link inside a notice printed to users; prose by rule 4)
	updateAvailableNoticeFormat = "\nUpgrade of Kopia from %v to %v is available.\nVisit https://github.com/%v/releases/latest to download it.\n\n" // lookalike
)

func getLatestVersion(ctx context.Context) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf(latestReleaseGitHubURLFormat, BuildGitHubRepo), http.NoBody)
	if err != nil {
		return nil, err
	}

	return http.DefaultClient.Do(req)
}

func verifyGitHubReleaseIsComplete(ctx context.Context, releaseName string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf(checksumsURLFormat, BuildGitHubRepo, releaseName), http.NoBody)
	if err != nil {
		return nil, err
	}

	return http.DefaultClient.Do(req)
}

func notifyUpdate(current, latest string) {
	log.Printf(updateAvailableNoticeFormat, current, latest, BuildGitHubRepo)
}
