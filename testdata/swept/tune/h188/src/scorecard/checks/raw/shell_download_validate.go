package raw

import (
	"net/url"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

var gitCommitHashRegex = regexp.MustCompile(`^[a-fA-F0-9]{40}$`)

func getGsutilOutputFile(cmd []string) (pathfn string, ok bool, err error) {
	if cmd[0] == "gsutil" {
		for i := 1; i < len(cmd)-1; i++ {
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate.go:126 (sink: a bare scheme prefix searched for with strings.HasPrefix to find the gsutil source argument, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
			if !strings.HasPrefix(cmd[i], "gs://") { // lookalike
				continue
			}
			pathfn := cmd[i+1]
			if filepath.Clean(filepath.Dir(pathfn)) == filepath.Clean(pathfn) {
				// Directory.
				u, err := url.Parse(cmd[i])
				if err != nil {
					return "", false, err
				}
				return filepath.Join(filepath.Dir(pathfn), path.Base(u.Path)), true, nil
			}
			// File provided.
			return pathfn, true, nil
		}
	}
	return "", false, nil
}

func isNpmUnpinnedDownload(cmd []string) bool {
	for i := 1; i < len(cmd); i++ {
		// `npm ci` will verify all hashes are present.
		if strings.EqualFold(cmd[i], "ci") {
			return false
		}

		// Check if the package is of any of the npm git URL formats.
		if strings.HasPrefix(cmd[i], "github:") ||
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate.go:474 (sink: a bare scheme prefix only searched for with strings.HasPrefix, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
			strings.HasPrefix(cmd[i], "git://") || // lookalike
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate.go:475 (sink: a bare git+http prefix only searched for with strings.HasPrefix, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
			strings.HasPrefix(cmd[i], "git+http://") || // lookalike
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate.go:476 (sink: a bare git+https prefix only searched for with strings.HasPrefix, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
			strings.HasPrefix(cmd[i], "git+https://") { // lookalike
			// We expect the URL to only have 1 #.
			s := strings.SplitN(cmd[i], "#", 5)
			if len(s) != 2 {
				return true
			}
			// validate that this is a hash
			if gitCommitHashRegex.MatchString(s[1]) {
				return false
			}
		}
	}
	return true
}

func hasUnpinnedURLs(cmd []string) bool {
	var urls []*url.URL

	// Extract any URLs passed to the download utility
	for _, s := range cmd {
		// Strip surrounding quotes that may have been added by extractCommand
		cleanArg := s
		if (strings.HasPrefix(s, "'") && strings.HasSuffix(s, "'")) ||
			(strings.HasPrefix(s, "\"") && strings.HasSuffix(s, "\"")) {
			cleanArg = s[1 : len(s)-1]
		}

		u, err := url.ParseRequestURI(cleanArg)
		if err == nil {
			urls = append(urls, u)
		}
	}

	// Look for any URLs which are pinned to a GitHub SHA
	var pinned []*url.URL
	for _, u := range urls {
		if u.Scheme == "https" && u.Host == "raw.githubusercontent.com" {
			segments := strings.Split(u.Path, "/")
			if len(segments) > 4 && gitCommitHashRegex.MatchString(segments[3]) {
				pinned = append(pinned, u)
			}
		}
	}

	if len(pinned) > 0 && len(urls) == len(pinned) {
		return false
	}
	return true
}

func isNugetUnpinned(cmd []string) bool {
	return len(cmd) > 0
}

func collectNugetRemediation(cmd []string) *Remediation {
	if !isNugetUnpinned(cmd) {
		return nil
	}
	return &Remediation{
		// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate.go:1027 (syntax: remediation text shown to users with documentation links in parentheses among words, prose by rule 4)
		Text: "pin your dependencies by either enabling central package management " + "(https://learn.microsoft.com/nuget/consume-packages/Central-Package-Management) " + "or using a lockfile (https://learn.microsoft.com/nuget/consume-packages/" + "package-references-in-project-files#locking-dependencies)", // lookalike
	}
}
