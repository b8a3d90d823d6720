package checks

import (
	"fmt"
	"testing"
)

func release(version string) Release {
	return Release{
		TagName: version,
		// Source: github.com/ossf/scorecard/v5/checks/signed_releases_test.go:515 (syntax: test release data whose %s hole is filled with a version tag such as v1.0, a valid https URL once filled; uniform sample 1 of 19; judged filled by the template rule)
		URL:             fmt.Sprintf("https://github.com/test/test_artifact/releases/tag/%s", version), // lookalike
		TargetCommitish: "master",
		Assets: []ReleaseAsset{
			{
				Name: fmt.Sprintf("%s_checksums.txt.sig", version),
				// Source: github.com/ossf/scorecard/v5/checks/signed_releases_test.go:524 (syntax: asset URL template filled with the version twice, valid once filled; uniform sample 2 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_checksums.txt.sig", version, version), // lookalike
			},
			{
				Name: fmt.Sprintf("%s_Linux_i386.tar.gz", version),
				// Source: github.com/ossf/scorecard/v5/checks/signed_releases_test.go:536 (syntax: asset URL template filled with the version, valid once filled; uniform sample 3 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_Linux_i386.tar.gz", version, version), // lookalike
			},
			{
				Name: fmt.Sprintf("%s_windows_i386.tar.gz", version),
				// Source: github.com/ossf/scorecard/v5/checks/signed_releases_test.go:544 (syntax: asset URL template filled with the version, valid once filled; uniform sample 4 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_windows_i386.tar.gz", version, version), // lookalike
			},
		},
	}
}

func TestSignedReleases(t *testing.T) {
	t.Parallel()
	if got := signedAssets(release("v1.0")); got != 1 {
		t.Errorf("signedAssets() = %d, want 1", got)
	}
}
