package releasesAreSigned

import (
	"fmt"
	"testing"
)

func release(version string) Release {
	return Release{
		TagName:         version,
		TargetCommitish: "master",
		Assets: []ReleaseAsset{
			{
				Name: fmt.Sprintf("%s_checksums.txt", version),
				// Source: github.com/ossf/scorecard/v5/probes/releasesAreSigned/impl_test.go:243 (syntax: asset URL template of test release data filled with a version tag, valid once filled; uniform sample 5 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_checksums.txt", version, version), // lookalike
			},
			{
				Name: fmt.Sprintf("%s_checksums.txt.sig", version),
			},
			{
				Name: fmt.Sprintf("%s_darwin_x86_64.tar.gz", version),
				// Source: github.com/ossf/scorecard/v5/probes/releasesAreSigned/impl_test.go:251 (syntax: asset URL template filled with the version, valid once filled; uniform sample 6 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_darwin_x86_64.tar.gz", version, version), // lookalike
			},
			{
				Name: fmt.Sprintf("%s_Linux_i386.tar.gz", version),
				// Source: github.com/ossf/scorecard/v5/probes/releasesAreSigned/impl_test.go:259 (syntax: asset URL template filled with the version, valid once filled; uniform sample 7 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_Linux_i386.tar.gz", version, version), // lookalike
			},
			{
				Name: fmt.Sprintf("%s_windows_x86_64.tar.gz", version),
				// Source: github.com/ossf/scorecard/v5/probes/releasesAreSigned/impl_test.go:271 (syntax: asset URL template filled with the version, valid once filled; uniform sample 8 of 19; judged filled by the template rule)
				URL: fmt.Sprintf("https://github.com/test/repo/releases/%s/%s_windows_x86_64.tar.gz", version, version), // lookalike
			},
		},
	}
}

func Test_Run(t *testing.T) {
	t.Parallel()
	if got := Run([]Release{release("v0.8.5")}); got != 1 {
		t.Errorf("Run() = %d, want 1", got)
	}
}
